// The agent's team: the direct downlines (ODSFE2_getSubordinatev2
// and, by name for a transfer, ODSFE2_subordinateSimple), the team KPI with
// one row per platform day computed from the team's bets and the downlines'
// own deposits and withdrawals (ODSFE2_teamKPIC), each member's profit and
// loss (ODSFE2_MemPNL) and the team's bets per category (the ODSFE2_*Orders
// relays with `subordinateType`, ODSFE2_lottTeamBet). The team is
// team-book.ts's: the seeded agent's, made from the contract's examples.
// Without `subordinateType` the relays answer the caller's own bets, the
// member's game record, as do ODSFE2_lottMemBet and the lottery
// gateway's order and chase details it opens.
import { ok, refuse, type HandlerTable, type Refusal, type SandboxContext, type SandboxRequest, type Schemas } from "../handler-types.ts";
import { cents, platformDay } from "../money.ts";
import type { Member } from "../state.ts";
import { betFigures, betsOf, betTime, dayStart, downlinesOf, joinedAt, ownBetsOf, ratesOf, BET_CATEGORIES, type BetCategory, type TeamBet } from "../team-book.ts";

const DAY_MS = 24 * 3_600_000;
/** The longest range the KPI and P&L answer (the contract's list holds at most 100 days). */
const MAX_DAYS = 100;

function positive(text: string | null, fallback: number, max: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

function badRequest(message: string): Refusal {
  return { status: 400, body: { success: false, errorCode: "request_param_err", message: `Request parameter error: ${message}` } };
}

/** The query's days (YYYY-MM-DD, UTC+8), newest first, or the refusal. */
function daysOf(query: URLSearchParams): string[] | Refusal {
  const start = query.get("startDate") ?? "";
  const end = query.get("endDate") ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || !/^\d{4}-\d{2}-\d{2}$/.test(end)) return badRequest("startDate and endDate are days, YYYY-MM-DD");
  const from = dayStart(start);
  const to = dayStart(end);
  if (!Number.isFinite(from) || !Number.isFinite(to) || to < from) return badRequest("endDate must not be before startDate");
  const count = Math.round((to - from) / DAY_MS) + 1;
  if (count > MAX_DAYS) return badRequest(`a range is at most ${MAX_DAYS} days`);
  return Array.from({ length: count }, (_, index) => platformDay(new Date(to - index * DAY_MS)));
}

const isAgentType = (member: Member) => ![0, 4, 40].includes(member.type);

/** One page of a list and its page count, 1-based, `size` rows a page. */
function pageOf<T>(items: readonly T[], query: URLSearchParams, defaultSize: number, maxSize: number): { list: T[]; totalPages: number } {
  const page = positive(query.get("page"), 1, Number.MAX_SAFE_INTEGER);
  const size = positive(query.get("size"), defaultSize, maxSize);
  return { list: items.slice((page - 1) * size, page * size), totalPages: Math.ceil(items.length / size) };
}

/** The KPI of a set of bets and money movements, as one day row's columns (balanceDate left to the caller). */
function kpiOf(team: readonly Member[], inDay: (ms: number) => boolean): Omit<Schemas["TeamKpiDay"], "balanceDate"> {
  const pnl: Record<BetCategory, number> = { RNG: 0, LIVE: 0, FISH: 0, PVP: 0, SPORTS: 0, LOTT: 0, ELOTT: 0 };
  let bet = 0;
  let win = 0;
  let deposit = 0;
  let withdraw = 0;
  const bettors = new Set<Member>();
  const depositors = new Set<Member>();
  const active = new Set<Member>();
  for (const member of team) {
    for (const one of betsOf(member)) {
      if (!inDay(betTime(one))) continue;
      const figures = betFigures(one);
      bet += figures.bet;
      win += figures.win;
      pnl[one.category] += figures.win - figures.bet;
      bettors.add(member);
      active.add(member);
    }
    for (const record of member.transactions) {
      if (record.status !== "SUCCESS" || !inDay(record.createdAt)) continue;
      if (record.kind === "DEPOSIT") {
        deposit += record.amount;
        depositors.add(member);
      } else if (record.kind === "WITHDRAW") withdraw -= record.amount;
      // A transfer from the agent is not the member's own doing.
      if (record.kind !== "TRANSFER_IN") active.add(member);
    }
  }
  return {
    teamTotalPnl: cents(win - bet),
    teamRngPNL: cents(pnl.RNG),
    teamLivePNL: cents(pnl.LIVE),
    teamFishPNL: cents(pnl.FISH),
    teamLottPNL: cents(pnl.LOTT),
    teamElottPNL: cents(pnl.ELOTT),
    teamPvpPNL: cents(pnl.PVP),
    teamSportsPNL: cents(pnl.SPORTS),
    teamDeposit: cents(deposit),
    teamWithdraw: cents(withdraw),
    teamTotalWin: cents(win),
    teamTotalBet: cents(bet),
    teamLoginMemberCount: active.size,
    teamBetMemberCount: bettors.size,
    teamDepositMemberCount: depositors.size,
  };
}

function teamKpi(request: SandboxRequest, context: SandboxContext) {
  const days = daysOf(request.query);
  if (!Array.isArray(days)) return days;
  const agent = request.member!;
  const team = downlinesOf(agent, context, true);
  const within = (day: string) => (ms: number) => platformDay(new Date(ms)) === day;
  const first = dayStart(days.at(-1)!);
  const last = dayStart(days[0]!) + DAY_MS;
  const inRange = (ms: number) => ms >= first && ms < last;
  // Spec §7: size 0 asks the footer only (agent home); no size, every day.
  const size = request.query.get("size");
  const wanted = size === null ? MAX_DAYS : size === "0" ? 0 : positive(size, MAX_DAYS, MAX_DAYS);
  const list = days.slice(0, wanted).map((day) => ({ balanceDate: day, ...kpiOf(team, within(day)) }));
  const online = new Set([...context.state.sessions.values()]);
  const footer: Schemas["TeamKpiTotals"] = {
    ...kpiOf(team, inRange),
    teamRegisterMemberCount: team.filter((member) => inRange(joinedAt(member) ?? -1)).length,
    teamOnlineCount: team.filter((member) => online.has(member)).length,
  };
  return ok<"getTeamKpi">({ success: true, value: { list, footer } });
}

function downlineRow(member: Member, context: SandboxContext): Schemas["DownlineAccount"] {
  return {
    customerId: member.id,
    customerName: member.userName,
    isAgent: isAgentType(member),
    balance: member.balance,
    registerTime: joinedAt(member) ?? context.state.now().getTime(),
    lastLoginTime: null,
    downlineCount: downlinesOf(member, context).length,
  };
}

/** A member's P&L over the range: bets, valid bets, payouts, result, the rebate its rates earn and its bonuses. */
function pnlOf(member: Member, inRange: (ms: number) => boolean, context: SandboxContext): Schemas["MemberPnl"] | undefined {
  const rates = Object.values(ratesOf(member, context)).flat();
  const rateOf = (category: BetCategory) => rates.find((rate) => rate.productType === BET_CATEGORIES[category])?.rebateValue ?? 0;
  const own = betsOf(member).filter((bet) => inRange(betTime(bet)));
  const promotions = member.transactions.filter((record) => record.kind === "BONUS" && record.status === "SUCCESS" && inRange(record.createdAt));
  if (own.length === 0 && promotions.length === 0) return undefined;
  const sum = (pick: (bet: TeamBet) => number) => cents(own.reduce((total, bet) => total + pick(bet), 0));
  const totalBet = sum((bet) => betFigures(bet).bet);
  const totalWin = sum((bet) => betFigures(bet).win);
  return {
    customerName: member.userName,
    totalBet,
    totalValidBet: sum((bet) => betFigures(bet).valid),
    totalWin,
    totalPNL: cents(totalWin - totalBet),
    totalRebate: sum((bet) => betFigures(bet).valid * rateOf(bet.category)),
    totalPromotion: cents(promotions.reduce((total, record) => total + record.amount, 0)),
  };
}

/** The bets of one category the query asks: the caller's own, or with `subordinateType` its team's. */
function betsAsked(request: SandboxRequest, context: SandboxContext, categories: readonly BetCategory[]): TeamBet[] | Refusal {
  const start = Number(request.query.get("startDate"));
  const end = Number(request.query.get("endDate"));
  if (!Number.isFinite(start) || !Number.isFinite(end) || end < start) return badRequest("startDate and endDate are ms since the epoch, the end not before the start");
  const member = request.member!;
  const team = request.query.get("subordinateType");
  if (team && !isAgentType(member)) return refuse("not.agent", "Cannot log in because not an agent");
  const found = team ? downlinesOf(member, context, true).flatMap((one) => betsOf(one)) : ownBetsOf(member, context);
  const vendor = request.query.get("accountType");
  const orderNo = request.query.get("orderNoSearch");
  return found
    .filter((bet) => categories.includes(bet.category) && betTime(bet) >= start && betTime(bet) <= end)
    .filter((bet) => !vendor || !("accountType" in bet.row) || bet.row.accountType === vendor)
    .filter((bet) => !orderNo || ("orderNo" in bet.row && bet.row.orderNo === orderNo))
    .sort((a, b) => betTime(b) - betTime(a));
}

function footerOf(asked: readonly TeamBet[]): Schemas["ThirdGameOrderTotals"] {
  const sum = (pick: (bet: TeamBet) => number) => cents(asked.reduce((total, bet) => total + pick(bet), 0));
  const betAmount = sum((bet) => betFigures(bet).bet);
  const winAmount = sum((bet) => betFigures(bet).win);
  return { betAmount, validBetAmount: sum((bet) => betFigures(bet).valid), winAmount, profitAndLoss: cents(winAmount - betAmount) };
}

/** One page of a third-party category's bets (the ODSFE2_*Orders relays), or the refusal. */
function thirdParty(category: "RNG" | "LIVE" | "FISH" | "SPORTS", request: SandboxRequest, context: SandboxContext): Schemas["ThirdGameOrderPage"] | Refusal {
  const asked = betsAsked(request, context, [category]);
  if (!Array.isArray(asked)) return asked;
  const rows = asked.flatMap((bet) => (bet.category === category ? [bet.row] : []));
  return { ...pageOf(rows, request.query, 10, 100), total: rows.length, footer: footerOf(asked) };
}

const isRefusal = (value: object): value is Refusal => "status" in value && "body" in value;

type LotteryBet = Extract<TeamBet, { category: "LOTT" | "ELOTT" }>;

/** The caller's own lottery bets (ODSFE2_lottMemBet): `prizeModeId` 3 the entertainment ones, 1 the traditional, none both. */
function ownLottery(request: SandboxRequest, context: SandboxContext): LotteryBet[] | Refusal {
  const mode = request.query.get("prizeModeId");
  const categories: BetCategory[] = mode === "3" ? ["ELOTT"] : mode === "1" ? ["LOTT"] : ["LOTT", "ELOTT"];
  const url = new URL("http://sandbox/");
  request.query.forEach((value, key) => key !== "subordinateType" && key !== "orderNoSearch" && url.searchParams.set(key, value));
  const asked = betsAsked({ ...request, query: url.searchParams }, context, categories);
  if (!Array.isArray(asked)) return asked;
  const { query } = request;
  const status = query.get("status") ?? "";
  const orderNo = query.get("orderNo") || query.get("orderNoSearch") || "";
  return asked
    .filter((bet): bet is LotteryBet => bet.category === "LOTT" || bet.category === "ELOTT")
    .filter((bet) => query.get("chase") !== "true" || bet.row.chase === true)
    .filter((bet) => !query.get("numero") || bet.row.numero === query.get("numero"))
    .filter((bet) => !query.get("gameCode") || bet.row.gameCode === query.get("gameCode"))
    .filter((bet) => status === "" || String(bet.row.status) === status)
    .filter((bet) => !orderNo || bet.row.abbrOrderNo === orderNo);
}

/** One of the caller's own lottery bets by a key of its row (its order detail or its chase order). */
function ownLotteryBet(request: SandboxRequest, context: SandboxContext, match: (row: LotteryBet["row"]) => boolean): LotteryBet["row"] | undefined {
  return ownBetsOf(request.member!, context).find((bet): bet is LotteryBet => (bet.category === "LOTT" || bet.category === "ELOTT") && match(bet.row))?.row;
}

/** A bet's long order number as the lottery gateway writes it (LT, the bet's platform day, its game's letters, the short number). */
function longOrderNumber(row: LotteryBet["row"]): string {
  return `LT${platformDay(new Date(row.betTimeInTimestamp)).replace(/-/g, "").slice(2)}${row.gameCode.slice(0, 2)}${row.abbrOrderNo.split("-")[0]}`;
}

/** The detail's order state: 2 while the draw is awaited (the one state a bet may still be cancelled in), else 4 (drawn). */
const drawnState = (row: LotteryBet["row"]) => (row.settleTimeInTimestamp === null || row.settleTimeInTimestamp === undefined ? 2 : 4);

/** The drawn numbers the sandbox shows for a draw: five digits read off its period, stable for the same draw. */
function winningNumber(numero: string | undefined): string {
  const digits = (numero ?? "").replace(/\D/g, "").padStart(5, "0");
  return [...digits.slice(-5)].map((digit, index) => (Number(digit) * 7 + index * 3) % 10).join(",");
}

export const teamHandlers: HandlerTable = {
  getTeamKpi: teamKpi,

  getDownlineAccounts: (request, context) => {
    const search = (request.query.get("customerName") ?? "").toLowerCase();
    const found = downlinesOf(request.member!, context)
      .filter((member) => member.userName.toLowerCase().startsWith(search))
      .sort((a, b) => (joinedAt(b) ?? 0) - (joinedAt(a) ?? 0));
    const page = pageOf(found, request.query, 20, 100);
    const list = page.list.map((member) => downlineRow(member, context));
    return ok<"getDownlineAccounts">({
      success: true,
      value: { list, footer: { balance: cents(list.reduce((total, row) => total + (row.balance ?? 0), 0)) }, total: found.length, totalPages: page.totalPages },
    });
  },

  getSimpleDownlines: (request, context) => {
    const agent = request.member!;
    // The real list may hold the agent itself; the client leaves its own name out.
    const names = [agent, ...downlinesOf(agent, context)].map((member) => ({ customerName: member.userName, customerId: member.id }));
    return ok<"getSimpleDownlines">({ success: true, value: pageOf(names, request.query, 50, 200) });
  },

  getMemberPnl: (request, context) => {
    const days = daysOf(request.query);
    if (!Array.isArray(days)) return days;
    const first = dayStart(days.at(-1)!);
    const last = dayStart(days[0]!) + DAY_MS;
    const inRange = (ms: number) => ms >= first && ms < last;
    const list = downlinesOf(request.member!, context, true)
      .flatMap((member) => pnlOf(member, inRange, context) ?? [])
      .sort((a, b) => b.totalValidBet - a.totalValidBet);
    const sum = (pick: (row: Schemas["MemberPnl"]) => number) => cents(list.reduce((total, row) => total + pick(row), 0));
    return ok<"getMemberPnl">({
      success: true,
      value: {
        list,
        footer: {
          totalBet: sum((row) => row.totalBet),
          totalValidBet: sum((row) => row.totalValidBet),
          totalWin: sum((row) => row.totalWin),
          totalPNL: sum((row) => row.totalPNL),
          totalRebate: sum((row) => row.totalRebate ?? 0),
          totalPromotion: sum((row) => row.totalPromotion ?? 0),
        },
      },
    });
  },

  getRngOrders: (request, context) => {
    const value = thirdParty("RNG", request, context);
    return isRefusal(value) ? value : ok<"getRngOrders">({ success: true, value });
  },
  getLiveOrders: (request, context) => {
    const value = thirdParty("LIVE", request, context);
    return isRefusal(value) ? value : ok<"getLiveOrders">({ success: true, value });
  },
  getFishOrders: (request, context) => {
    const value = thirdParty("FISH", request, context);
    return isRefusal(value) ? value : ok<"getFishOrders">({ success: true, value });
  },
  getSportsSettledOrders: (request, context) => {
    const value = thirdParty("SPORTS", request, context);
    return isRefusal(value) ? value : ok<"getSportsSettledOrders">({ success: true, value });
  },

  getPvpOrders: (request, context) => {
    const asked = betsAsked(request, context, ["PVP"]);
    if (!Array.isArray(asked)) return asked;
    const rows = asked.flatMap((bet) => (bet.category === "PVP" ? [bet.row] : []));
    const footer = footerOf(asked);
    return ok<"getPvpOrders">({
      success: true,
      value: { ...pageOf(rows, request.query, 10, 100), total: rows.length, footer: { validBetAmount: footer.validBetAmount, profitAndLoss: footer.profitAndLoss, totalHands: rows.length } },
    });
  },

  // The member's own lottery bets (the game record's lottery tab).
  getLotteryOrders: (request, context) => {
    const asked = ownLottery(request, context);
    if (!Array.isArray(asked)) return asked;
    const page = pageOf(
      asked.map((bet) => bet.row),
      request.query,
      10,
      100,
    );
    const footer = footerOf(asked);
    return ok<"getLotteryOrders">({
      success: true,
      value: { ...page, number: positive(request.query.get("page"), 1, Number.MAX_SAFE_INTEGER), footer: { betAmount: footer.betAmount, validBetAmount: footer.validBetAmount, winAmount: footer.winAmount } },
    });
  },

  getLotteryOrderDetail: (request, context) => {
    const id = Number(request.path.split("/").at(-1));
    const row = ownLotteryBet(request, context, (one) => one.orderDetailId === id);
    if (!row) return badRequest(`no lottery bet of yours has orderDetailId ${id}`);
    const drawn = drawnState(row) === 4;
    return ok<"getLotteryOrderDetail">({
      orderNumber: longOrderNumber(row),
      bettingTime: row.betTimeInTimestamp,
      playMenuType: 1,
      stakes: Math.max(1, Math.round(row.betAmount / 2)),
      odds: 1.95,
      winningNumber: drawn ? winningNumber(row.numero) : "",
      orderStatus: drawnState(row),
      bettingSumAmount: row.betAmount,
      winningAmount: row.winAmount,
      isEnableAutomaticOddsSetting: false,
    });
  },

  getLotteryChaseDetail: (request, context) => {
    const id = Number(request.path.split("/").at(-1));
    const row = ownLotteryBet(request, context, (one) => one.chase === true && one.orderMasterId === id);
    if (!row) return badRequest(`no chase of yours has orderMasterId ${id}`);
    // The chase of the contract's example: this period and the two after it, stopped once one won.
    const [day, period] = (row.numero ?? "").split("-");
    const won = row.winAmount > 0;
    const periods = [0, 1, 2].map((step) => ({
      orderDetailId: row.orderDetailId + step,
      numero: `${day}-${String(Number(period ?? 0) + step).padStart(period?.length ?? 3, "0")}`,
      bettingSumAmount: row.betAmount,
      winAmount: step === 0 ? row.winAmount : 0,
      orderStatus: step === 0 ? drawnState(row) : won ? 5 : 2,
      isEnableAutomaticOddsSetting: false,
    }));
    return ok<"getLotteryChaseDetail">({
      orderNumber: longOrderNumber(row),
      bettingTime: row.betTimeInTimestamp,
      totalBetAmount: cents(row.betAmount * periods.length),
      totalBet: periods.length,
      completed: won,
      winningStop: true,
      totalChasePhases: periods.length,
      totalActualBetAmount: won ? row.betAmount : cents(row.betAmount * periods.length),
      totalWinAmount: row.winAmount,
      orderDetailOrders: periods,
    });
  },

  getTeamLottOrders: (request, context) => {
    const mode = request.query.get("prizeModeId");
    const categories: BetCategory[] = mode === "3" ? ["ELOTT"] : mode === "1" ? ["LOTT"] : ["LOTT", "ELOTT"];
    const url = new URL("http://sandbox/");
    request.query.forEach((value, key) => url.searchParams.set(key, value));
    url.searchParams.set("subordinateType", "TEAM");
    const asked = betsAsked({ ...request, query: url.searchParams }, context, categories);
    if (!Array.isArray(asked)) return asked;
    const rows = asked.flatMap((bet) => (bet.category === "LOTT" || bet.category === "ELOTT" ? [bet.row] : []));
    const page = pageOf(rows, request.query, 10, 100);
    const footer = footerOf(asked);
    return ok<"getTeamLottOrders">({
      success: true,
      value: { ...page, number: positive(request.query.get("page"), 1, Number.MAX_SAFE_INTEGER), footer: { betAmount: footer.betAmount, winAmount: footer.winAmount, validBetAmount: footer.validBetAmount } },
    });
  },
};
