// The agents' teams: who is whose downline, each account's rebate
// rates, and the team's bets. The seeded agent's team (the contract's
// getDownlineAccounts "downlines" example: lucky_88, sub_agent_wu,
// xiaoming01) is made the first time a team call needs it, with a week of
// bets (the bet relays' "team" examples, re-dated to the sandbox's last
// seven platform days) and of deposits and withdrawals in the downlines' own
// records. The seeded member (player_one) gets a week of bets of
// their own the same way, for their game record: the relays' rows and the
// lottery record's "orders" example (ODSFE2_lottMemBet) as theirs.
// Everything hangs off the Member objects, so POST /__sandbox/reset
// (which makes new members) starts every team again from the seed.
import type { SandboxContext, Schemas } from "./handler-types.ts";
import { cents, platformDay, platformTime } from "./money.ts";
import { SANDBOX_PASSWORD, SANDBOX_PAYMENT_PASSWORD } from "./seed.ts";
import type { Member, Movement } from "./state.ts";

/** The game categories of the team's bets and their product codes (MC PgSO). */
export const BET_CATEGORIES = { RNG: "3", LIVE: "2", FISH: "7", PVP: "1", SPORTS: "5", LOTT: "4", ELOTT: "8" } as const;
export type BetCategory = keyof typeof BET_CATEGORIES;

/** One bet of a team member, as the relay of its category answers it. */
export type TeamBet =
  | { category: "RNG" | "LIVE" | "FISH" | "SPORTS"; row: Schemas["ThirdGameOrder"] }
  | { category: "PVP"; row: Schemas["PvpGameOrder"] }
  | { category: "LOTT" | "ELOTT"; row: Schemas["TeamLottOrder"] };

interface Placement {
  /** The agent's user name (lower case). */
  upline: string;
  /** When the account joined the team (ms). */
  joinedAt: number;
}

const placements = new WeakMap<Member, Placement>();
const rebates = new WeakMap<Member, Schemas["RebateSeriesMap"]>();
const bets = new WeakMap<Member, TeamBet[]>();
const seeded = new WeakSet<Member>();
/** Members whose own bets were looked for (ownBetsOf). */
const ownSeeded = new WeakSet<Member>();

/** The seeded agent (the contract's agent login example). */
function seededAgentName(context: SandboxContext): string {
  const login = context.example("login", "agent") as { value: { userName: string } };
  return login.value.userName;
}

const DAY_MS = 24 * 3_600_000;
const UTC8_MS = 8 * 3_600_000;
/** How much of each seeded bet a day has, today first: a week that is not seven copies of one day. */
const DAY_SHARE = [1, 2, 0.5, 1.5, 1, 3, 0.25] as const;

/** The start (ms) of a platform day (YYYY-MM-DD, UTC+8). */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00+08:00`);
}

/**
 * A moment of `day` for the `order`-th seeded record: `wanted`'s time of day when it has come, else
 * `order` minutes before now, never before the day started nor after now. Today's records stay today's
 * at any hour: just after the platform's midnight they crowd its first moments, a millisecond apart,
 * rather than falling into yesterday (the suite failed at 00:15 UTC+8 this way).
 */
function momentOn(day: string, wanted: number, now: number, order: number): number {
  const start = dayStart(day);
  const timeOfDay = (((wanted + UTC8_MS) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.min(start + timeOfDay, Math.max(start + order, now - order * 60_000), now);
}

function scaled(amount: number, share: number): number {
  return cents(amount * share);
}

/** The team's lottery orders (ODSFE2_lottTeamBet "team"): what each day of a team member's lottery bets is made from. */
function teamLottery(context: SandboxContext): Schemas["TeamLottOrder"][] {
  return (context.example("getTeamLottOrders", "team") as { value: Schemas["TeamLottOrderPage"] }).value.list;
}

/**
 * The bet relays' "team" examples, as bets of `day` for the members they name, with `lottery` for the
 * lottery's (a bet still waiting for its draw, `settleTimeInTimestamp` null, only today).
 */
function betsOfDay(context: SandboxContext, day: string, dayIndex: number, now: number, lottery: readonly Schemas["TeamLottOrder"][]): Map<string, TeamBet[]> {
  const byMember = new Map<string, TeamBet[]>();
  const add = (name: string, bet: TeamBet) => byMember.set(name.toLowerCase(), [...(byMember.get(name.toLowerCase()) ?? []), bet]);
  const share = DAY_SHARE[dayIndex % DAY_SHARE.length]!;
  const stamp = day.replace(/-/g, "").slice(2);
  const third = [
    ["RNG", "getRngOrders"],
    ["LIVE", "getLiveOrders"],
    ["FISH", "getFishOrders"],
    ["SPORTS", "getSportsSettledOrders"],
  ] as const;
  let serial = 0;
  for (const [category, operationId] of third) {
    const page = (context.example(operationId, "team") as { value: Schemas["ThirdGameOrderPage"] }).value;
    for (const template of page.list) {
      const betAmount = scaled(template.betAmount, share);
      const winAmount = scaled(template.winAmount, share);
      const placed = momentOn(day, template.betTimeInTimestamp, now, ++serial);
      add(template.customerName, {
        category,
        row: {
          ...template,
          orderNo: `${template.orderNo.slice(0, 2)}${stamp}${String(placed % 100_000_000).padStart(8, "0")}`,
          betTimeInTimestamp: placed,
          transTimeInTimestamp: placed + 45_000,
          betAmount,
          validBetAmount: template.validBetAmount === undefined ? betAmount : scaled(template.validBetAmount, share),
          winAmount,
          profitAndLoss: cents(winAmount - betAmount),
        },
      });
    }
  }
  const pvp = (context.example("getPvpOrders", "team") as { value: Schemas["PvpGameOrderPage"] }).value;
  for (const template of pvp.list) {
    const placed = momentOn(day, template.betTimeInTimestamp, now, ++serial);
    const profitAndLoss = scaled(template.profitAndLoss, share);
    add(template.customerName, {
      category: "PVP",
      row: { ...template, orderNo: `KY${stamp}${String(placed % 100_000_000).padStart(8, "0")}`, betTimeInTimestamp: placed, validBetAmount: scaled(template.validBetAmount, share), profitAndLoss, endMoney: cents(template.startMoney + profitAndLoss) },
    });
  }
  for (const template of lottery) {
    const pending = template.settleTimeInTimestamp === null;
    if (pending && dayIndex > 0) continue;
    const placed = momentOn(day, template.betTimeInTimestamp, now, ++serial);
    const orderDetailId = template.orderDetailId + dayIndex * 1000;
    add(template.customerName, {
      category: template.prizeModeId === 3 ? "ELOTT" : "LOTT",
      row: {
        ...template,
        orderDetailId,
        ...(template.orderMasterId === undefined ? {} : { orderMasterId: template.orderMasterId + dayIndex * 1000 }),
        abbrOrderNo: String(orderDetailId).slice(-6),
        numero: `${day.replace(/-/g, "")}-${template.numero?.split("-")[1] ?? "001"}`,
        betAmount: scaled(template.betAmount, share),
        validBetAmount: scaled(template.validBetAmount ?? template.betAmount, share),
        winAmount: scaled(template.winAmount, share),
        betTimeInTimestamp: placed,
        settleTimeInTimestamp: pending ? null : placed + 300_000,
      },
    });
  }
  return byMember;
}

/** Record ids of the seeded week's movements: below the ids the state gives new ones (FIRST_TX_ID). */
const SEEDED_TX_ID = 57_000_000;

/** A movement dated in the past (the seeded week's deposits and withdrawals). */
function pastMovement(member: Member, kind: "DEPOSIT" | "WITHDRAW", amount: number, at: number, serial: number): Movement {
  const prefix = kind === "DEPOSIT" ? "DP" : "WD";
  const stamp = platformTime(new Date(at)).replace(/\D/g, "").slice(0, 14);
  return {
    txId: SEEDED_TX_ID + serial,
    kind,
    amount: kind === "DEPOSIT" ? amount : -amount,
    balanceAfter: member.balance,
    status: "SUCCESS",
    createdAt: at,
    remark: `${member.userName}: seeded team ${kind === "DEPOSIT" ? "deposit" : "withdrawal"}`,
    orderNo: `${prefix}${stamp}${String(serial).padStart(3, "0")}`,
    requestId: null,
  };
}

/**
 * The seeded agent's team, made once per reset: the downlines of the
 * getDownlineAccounts example (members who can log in with the seed's
 * passwords), their rates (getRebateSettings "downline"), a week of bets and
 * of deposits and withdrawals.
 */
function seedTeam(agent: Member, context: SandboxContext): void {
  seeded.add(agent);
  if (agent.userName.toLowerCase() !== seededAgentName(context).toLowerCase()) return;
  const { state } = context;
  const now = state.now().getTime();
  const listed = (context.example("getDownlineAccounts", "downlines") as { value: Schemas["DownlineAccountPage"] }).value.list;
  const downlineRates = (context.example("getRebateSettings", "downline") as { value: Schemas["RebateSeriesMap"] }).value;
  const week = Array.from({ length: DAY_SHARE.length }, (_, index) => platformDay(new Date(now - index * DAY_MS)));
  const weekBets = week.map((day, index) => betsOfDay(context, day, index, now, teamLottery(context)));
  let serial = 1;
  for (const row of listed) {
    const member =
      state.findByName(row.customerName) ??
      state.addMember(
        { userName: row.customerName, password: SANDBOX_PASSWORD, paymentPassword: SANDBOX_PAYMENT_PASSWORD, type: row.isAgent ? 1 : 0, balance: row.balance ?? 0 },
        row.customerId,
      );
    placements.set(member, { upline: agent.userName.toLowerCase(), joinedAt: row.registerTime ?? now });
    rebates.set(member, structuredClone(downlineRates));
    const name = member.userName.toLowerCase();
    const own = weekBets.flatMap((day) => day.get(name) ?? []).map((bet) => ({ ...bet, row: { ...bet.row, customerName: member.userName, directAgentName: agent.userName } }) as TeamBet);
    bets.set(member, own);
    // The week's money: lucky_88 deposits every day, a sub-agent deposits and withdraws on alternate days.
    const movements = week.flatMap((day, index) => {
      const share = DAY_SHARE[index]!;
      const at = momentOn(day, dayStart(day) + 10 * 3_600_000 + serial * 60_000, now, serial);
      if (own.length === 0) return [];
      if (!row.isAgent) return [pastMovement(member, "DEPOSIT", scaled(500, share), at, serial++)];
      return [pastMovement(member, index % 2 === 0 ? "DEPOSIT" : "WITHDRAW", scaled(index % 2 === 0 ? 2000 : 800, share), at, serial++)];
    });
    member.transactions = [...member.transactions, ...movements].sort((a, b) => b.createdAt - a.createdAt);
  }
}

/** Every member placed under `agent`, direct ones only unless `whole` (then the downlines' teams too). */
export function downlinesOf(agent: Member, context: SandboxContext, whole = false): Member[] {
  if (!seeded.has(agent)) seedTeam(agent, context);
  const name = agent.userName.toLowerCase();
  const direct = [...context.state.members.values()].filter((member) => placements.get(member)?.upline === name);
  if (!whole) return direct;
  return direct.flatMap((member) => [member, ...downlinesOf(member, context, true)]);
}

/** `name` when it is a direct downline of `agent` (any case). */
export function directDownline(agent: Member, name: string, context: SandboxContext): Member | undefined {
  return downlinesOf(agent, context).find((member) => member.userName.toLowerCase() === name.toLowerCase());
}

/** When the member joined its agent's team (ms), if it is in a team. */
export function joinedAt(member: Member): number | undefined {
  return placements.get(member)?.joinedAt;
}

/** The member's rebate rates: its own when set, else the contract's agent rates (getRebateSettings "rebates"). */
export function ratesOf(member: Member, context: SandboxContext): Schemas["RebateSeriesMap"] {
  const known = rebates.get(member);
  if (known) return known;
  const rates = (context.example("getRebateSettings", "rebates") as { value: Schemas["RebateSeriesMap"] }).value;
  rebates.set(member, rates);
  return rates;
}

/** The member's bets (none for a member outside the seeded team, until `ownBetsOf` seeded player_one's). */
export function betsOf(member: Member): readonly TeamBet[] {
  return bets.get(member) ?? [];
}

/**
 * The member's own bets, as their game record asks them: the seeded member (the contract's
 * login "member" example, player_one) gets, the first time, a week of every category: the relays' "team"
 * rows and the lottery record's "orders" example (a chase, a bet waiting for its draw) as theirs, re-dated
 * like the team's. Anyone else has the bets the team seeded, or none.
 */
export function ownBetsOf(member: Member, context: SandboxContext): readonly TeamBet[] {
  if (!ownSeeded.has(member)) {
    ownSeeded.add(member);
    const seededMember = (context.example("login", "member") as { value: { userName: string } }).value.userName;
    if (member.userName.toLowerCase() === seededMember.toLowerCase() && !bets.has(member)) {
      const now = context.state.now().getTime();
      const lottery = (context.example("getLotteryOrders", "orders") as { value: Schemas["LotteryOrderRecordPage"] }).value.list.map(
        (row): Schemas["TeamLottOrder"] => ({ ...row, gameName: row.gameName ?? row.gameCode, customerName: member.userName, directAgentName: null, abbrOrderNo: row.abbrOrderNo ?? String(row.orderDetailId), winAmount: row.winAmount ?? 0 }),
      );
      const week = Array.from({ length: DAY_SHARE.length }, (_, index) => platformDay(new Date(now - index * DAY_MS)));
      const own = week.flatMap((day, index) => [...betsOfDay(context, day, index, now, lottery).values()].flat());
      bets.set(
        member,
        own.map((bet) => ({ ...bet, row: { ...bet.row, customerName: member.userName, ...("directAgentName" in bet.row ? { directAgentName: null } : {}) } }) as TeamBet),
      );
    }
  }
  return betsOf(member);
}

/** What one bet staked, paid out and left valid, whatever its category's row. */
export function betFigures(bet: TeamBet): { bet: number; valid: number; win: number } {
  if (bet.category === "PVP") return { bet: bet.row.validBetAmount, valid: bet.row.validBetAmount, win: cents(bet.row.validBetAmount + bet.row.profitAndLoss) };
  return { bet: bet.row.betAmount, valid: bet.row.validBetAmount ?? bet.row.betAmount, win: bet.row.winAmount };
}

/** When the bet was placed (ms). */
export function betTime(bet: TeamBet): number {
  return bet.row.betTimeInTimestamp;
}
