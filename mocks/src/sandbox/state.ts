// The sandbox's memory: members, their sessions, favourites, recent games,
// read marks, inbox, rewards and balance. Everything lives in this object and
// `reset()` returns it to the seed (POST /__sandbox/reset).
import { randomBytes } from "node:crypto";
import type { Schemas } from "./handler-types.ts";
import { IdempotencyStore } from "./idempotency.ts";
import { inboxAsOf } from "./inbox.ts";
import { platformTime } from "./money.ts";
import { SANDBOX_PASSWORD, SANDBOX_PAYMENT_PASSWORD, type AgentContracts, type GameWalletSeed, type SandboxSeed, type WithdrawLimits } from "./seed.ts";
import { levelOf, type Turnover, type VipRow } from "./vip.ts";

/** The one random id of the sandbox (tokens, made-up passwords): `bytes` random bytes as hex. */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString("hex");
}

export interface Member {
  id: number;
  userName: string;
  password: string;
  type: Schemas["MemberType"];
  firstTimeLogin: boolean;
  nickname: string | null;
  language: Schemas["LanguageCode"];
  /** The member's valid turnover: the VIP level and progress are read from it (vip.ts, SandboxState.vipLevelOf). */
  turnover: Turnover;
  headerIcon: string | null;
  /** The preset behind headerIcon (null: none, or an own uploaded picture). */
  iconId: string | null;
  /** Personal info: what POST /wps/member/info and its per-field calls saved. */
  email: string | null;
  /** Set once: a later change is refused (member.info.field.locked). */
  payeeName: string | null;
  birthday: string | null;
  /** The contact fields of PersonalInfoUpdate (qqNum, wechat, line, whatsapp, facebook, zalo) a member saved. */
  contacts: Record<string, string>;
  /** The main (centre) wallet: what withdrawals take and what deposits, claims and rewards credit. */
  balance: number;
  /** The vendors' game wallets (GET /wps/v2/wallets/balance beside the main one); money comes back by a transfer or a return. */
  gameWallets: GameWallet[];
  /** Withdrawal password; a withdraw must carry it when set. */
  paymentPassword?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  /** Node ids, newest first. */
  favourites: number[];
  /** Node ids, most recent first. */
  recent: number[];
  readAnnouncements: Set<number>;
  /** The member centre's inbox (GET EMFE_getInbox); the older inbox calls read it too (inbox.ts). */
  inbox: Schemas["InboxMail"][];
  /** What the rewards centre holds; the upgrade bonus is the one of the level the member's turnover reached. */
  rewards: Schemas["ClaimableReward"][];
  /** The member's own registration (affiliate) links, each with its own code (GET MCSFE_viewAffiliateUrls). */
  affiliateUrls: Schemas["AffiliateUrl"][];
  tickets: Schemas["ClaimTicket"][];
  /** The avatar GET MCSFE_getPlayerAvatar answers (a preset's number, or the member's own picture). */
  avatar: Schemas["PlayerAvatar"];
  /** The check-in (LOGIN promotion): its configurations, their days and what today's requirements count. */
  signIn: SandboxSeed["signIn"];
  /** Points of the points mall and how many of each reward the member redeemed. */
  points: number;
  redeemed: Map<number, number>;
  /** Withdrawal cards (numbers masked); player_one starts with the contract's two. */
  bankCards: Schemas["BankCard"][];
  /** Failed logins in a row; from the second one the next try needs the captcha. */
  failedLogins: number;
  /** The contracts the upline offered (agents' contract pages). */
  contracts: AgentContracts;
  /** Every money movement the sandbox made for the member, newest first (GET ODSFE2_MemTransDet). */
  transactions: Movement[];
  /** Every redemption and conversion, newest first (GET MCSFE_getRedeemPointList). */
  pointHistory: Schemas["PointRedemption"][];
  /** Every conversion of points into cash (the day's conversion limit counts them). */
  conversions: { points: number; at: string }[];
  /** The lucky draws as this member sees them (joined or not). */
  raffles: Schemas["RaffleStatus"][];
  /** Identity verification (KYC): its status and the fields submitted (a submission is pending until decided). */
  kyc: { status: Schemas["KycStatus"]; fields: Record<string, string> };
}

/** A vendor's game wallet of a member. */
interface GameWallet extends GameWalletSeed {
  balance: number;
}

/** What kind of money movement a record is (the records answer its type's id, name and code from it: handlers/records.ts). */
export type MovementKind = "DEPOSIT" | "WITHDRAW" | "TRANSFER_IN" | "TRANSFER_OUT" | "BONUS" | "REBATE" | "SALARY" | "DIVIDEND" | "ADJUSTMENT";

/** Where a movement stands (a withdrawal waits for review). */
type MovementStatus = "SUCCESS" | "PENDING" | "FAILED" | "CANCELLED";

/** One money movement as the sandbox keeps it. */
export interface Movement {
  txId: number;
  kind: MovementKind;
  /** Signed: money in positive, out negative. */
  amount: number;
  /** The main wallet right after it. */
  balanceAfter: number;
  status: MovementStatus;
  /** Ms since the epoch. */
  createdAt: number;
  remark: string | null;
  /** The order number the operation answered (WD…, DP…, BN…). */
  orderNo: string;
  requestId: string | null;
}

/** A money movement to record: the record less what the state fills in (id, time, balance after). */
export interface MovementInput {
  prefix: TransactionPrefix;
  type: MovementKind;
  /** Signed: money in positive, out negative. */
  amount: number;
  status: MovementStatus;
  remark: string | null;
  /** The request's Idempotency-Key, when it had one. */
  requestId: string | null;
  /** The id the answer already carries, when the operation made one. */
  transactionId?: string;
}

export type TransactionPrefix = "WD" | "DP" | "PR" | "PC" | "BN" | "TF";

/** The first record id (txId); each movement takes the next. */
const FIRST_TX_ID = 58830001;

export interface NewMember {
  userName: string;
  password: string;
  type?: Schemas["MemberType"];
  balance?: number;
  paymentPassword?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  nickname?: string | null;
  /** No turnover (no VIP level) unless given. */
  turnover?: Turnover;
  /** The links the seed gives; without, a real member gets one member link with a code of its own. */
  affiliateUrls?: Schemas["AffiliateUrl"][];
}

/**
 * The seeded rewards as a member of this VIP level holds them: the upgrade
 * bonus (spec §3 UR) is the one of the level reached, none below VIP1; the
 * other rewards stay as seeded.
 */
function rewardsFor(seeded: Schemas["ClaimableReward"][], levels: VipRow[], level: number): Schemas["ClaimableReward"][] {
  const row = levels.find((entry) => entry.level === level);
  return seeded.flatMap((reward) => {
    if (reward.promotionType !== "UPGRADE_BONUS") return [reward];
    return row ? [{ ...reward, eventName: `${row.name} upgrade bonus`, rewardAmount: row.upgradeReward }] : [];
  });
}

/** A member's own referral link: the contract's member link with a code made of the name and the id (unique per member). */
function referralLink(template: Schemas["AffiliateUrl"], id: number, userName: string): Schemas["AffiliateUrl"] {
  const letters = userName.replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase().padEnd(3, "M");
  const affiliateCode = `${letters}${id.toString(36).toUpperCase()}`;
  return { ...template, affUrlId: id, affiliateCode, url: `/m/register?code=${affiliateCode}`, registerCount: 0 };
}

/** Real members (spec §6: types 0, 1, 2) get the seeded inbox and rewards; others start without. */
const REAL_MEMBER_TYPES: readonly number[] = [0, 1, 2];

export class SandboxState {
  readonly members = new Map<string, Member>();
  readonly sessions = new Map<string, Member>();
  games: Schemas["Game"][] = [];
  announcements!: Schemas["AnnouncementList"];
  /** The points mall's rewards; their stock is shared by every member. */
  pointRewards: Schemas["PointReward"][] = [];
  /** The withdraw settings every member gets (a test or a QA session may change them: closed, SMS); the seed's again on reset. */
  withdrawSettings!: Schemas["WithdrawSettings"];
  /** Whether deposits are open and the first-deposit rules (changeable like the withdraw settings). */
  depositSettings!: Schemas["DepositSettings"];
  /** The answers to money calls, per member and intent; forgotten on reset. */
  readonly idempotency = new IdempotencyStore();
  /** The sandbox's clock: records, daily limits and their day read it (a test may move it). */
  now: () => Date = () => new Date();
  private nextId = 200001;
  private serial = 1;
  private nextTxId = FIRST_TX_ID;

  constructor(
    private readonly seed: SandboxSeed,
    now?: () => Date,
  ) {
    if (now) this.now = now;
    this.reset();
  }

  get captchaImage(): string {
    return this.seed.captchaImage;
  }

  get ticketAmount(): number {
    return this.seed.ticketAmount;
  }

  get pointCategories(): Schemas["PointRewardCategory"][] {
    return structuredClone(this.seed.pointCategories);
  }

  get pointConfig(): Schemas["PointConfig"] {
    return this.seed.pointConfig;
  }

  get withdrawBanks(): Schemas["WithdrawBank"][] {
    return structuredClone(this.seed.withdrawBanks);
  }


  /** The bank card's limits and the day's count and amount (GET MCSFE_getWithdrawAccountInfo). */
  get withdrawLimits(): WithdrawLimits {
    return { ...this.seed.withdrawLimits };
  }

  get kycFields(): Schemas["KycField"][] {
    return structuredClone(this.seed.kycFields);
  }

  /** The deposit methods by code, each with its channels. */
  get depositMethods(): Record<string, Schemas["DepositMethod"]> {
    return structuredClone(this.seed.depositMethods);
  }

  /** Spec §3's VIP level table (the contract's getVipLevels and getVipBenefits, vip.ts). */
  get vipLevels(): VipRow[] {
    return this.seed.vipLevels;
  }

  /** The member's VIP level: the highest whose cumulative turnover (ET) they reached. */
  vipLevelOf(member: Member): number {
    return levelOf(this.seed.vipLevels, member.turnover.cumulative);
  }

  /** A new card's id: after every card any member holds. */
  nextCardId(): number {
    return Math.max(3300, ...[...this.members.values()].flatMap((m) => m.bankCards.map((card) => card.id))) + 1;
  }

  reset(): void {
    const seed = structuredClone(this.seed);
    this.members.clear();
    this.sessions.clear();
    this.idempotency.clear();
    this.nextId = 200001;
    this.serial = 1;
    this.nextTxId = FIRST_TX_ID;
    this.games = seed.games;
    this.announcements = seed.announcements;
    this.pointRewards = seed.pointRewards;
    this.withdrawSettings = seed.withdrawSettings;
    this.depositSettings = seed.depositSettings;
    const readInSeed = Object.values(seed.announcements)
      .flatMap((list) => (Array.isArray(list) ? (list as { id?: number; read?: boolean }[]) : []))
      .filter((item) => item.read === true && typeof item.id === "number")
      .map((item) => item.id as number);
    for (const m of seed.members) {
      const member = this.addMember({ ...m, password: SANDBOX_PASSWORD, paymentPassword: SANDBOX_PAYMENT_PASSWORD }, m.id);
      Object.assign(member, { firstTimeLogin: m.firstTimeLogin, language: m.language, headerIcon: m.headerIcon, favourites: [...m.favourites], recent: [...m.recent] });
      member.readAnnouncements = new Set(readInSeed);
      member.bankCards = m.bankCards;
      if (m.avatar) member.avatar = m.avatar;
      member.gameWallets = m.gameWallets.map((wallet) => ({ ...wallet }));
      this.sessions.set(m.token, member);
    }
  }

  /**
   * Creates a member; real members get the seeded inbox, tickets and rewards,
   * but an upgrade bonus only for the VIP level their turnover reached (a new
   * member has none), and a referral link of their own.
   */
  addMember(input: NewMember, id = this.nextId++): Member {
    // A name is one account: a second one would take the first one's place (its login, its money).
    if (this.findByName(input.userName)) throw new Error(`the sandbox already has a member named ${input.userName}`);
    const seed = structuredClone(this.seed);
    const type = input.type ?? 0;
    const real = REAL_MEMBER_TYPES.includes(type);
    const turnover = input.turnover ?? { cumulative: 0, monthly: 0 };
    const member: Member = {
      id,
      userName: input.userName,
      password: input.password,
      type,
      firstTimeLogin: false,
      nickname: input.nickname ?? null,
      language: "EN",
      turnover: { ...turnover },
      headerIcon: null,
      iconId: null,
      email: null,
      payeeName: null,
      birthday: null,
      contacts: {},
      balance: input.balance ?? 0,
      gameWallets: seed.gameWallets.map((wallet) => ({ ...wallet, balance: 0 })),
      paymentPassword: input.paymentPassword,
      mobileNum: input.mobileNum,
      countryDialingCode: input.countryDialingCode,
      favourites: [],
      recent: [],
      readAnnouncements: new Set(),
      inbox: real ? inboxAsOf(seed.inbox, this.now()) : [],
      rewards: real ? rewardsFor(seed.rewards, seed.vipLevels, levelOf(seed.vipLevels, turnover.cumulative)) : [],
      affiliateUrls: input.affiliateUrls ?? (real ? [referralLink(seed.referralLink, id, input.userName)] : []),
      tickets: real ? seed.tickets : [],
      signIn: seed.signIn,
      avatar: seed.avatar,
      points: real ? seed.points : 0,
      redeemed: new Map(),
      bankCards: [],
      failedLogins: 0,
      contracts: seed.contracts,
      transactions: [],
      pointHistory: [],
      conversions: [],
      raffles: seed.raffles,
      kyc: { status: seed.kycStatus, fields: {} },
    };
    this.members.set(input.userName.toLowerCase(), member);
    return member;
  }

  findByName(userName: string): Member | undefined {
    return this.members.get(userName.toLowerCase());
  }

  findByMobile(mobileNum: string): Member | undefined {
    return [...this.members.values()].find((m) => m.mobileNum === mobileNum);
  }

  /** Opens a session: a fresh 32-hex-character token, as the platform's. */
  openSession(member: Member): string {
    const token = randomHex(16);
    this.sessions.set(token, member);
    return token;
  }

  closeSession(token: string): void {
    this.sessions.delete(token);
  }

  game(nodeId: number): Schemas["Game"] | undefined {
    return this.games.find((g) => g.nodeId === nodeId);
  }

  /** A new trial account (type 4), named like the platform's TRIAL_nnnn. */
  addTrialMember(): Member {
    const userName = `TRIAL_${String(9000 + this.serial++)}`;
    return this.addMember({ userName, password: randomHex(8), type: 4, balance: 2000 }, this.nextId++);
  }

  /** A transaction id like the contract's examples (WD2026…, DP2026…), in the platform's time. */
  transactionId(prefix: TransactionPrefix): string {
    const stamp = platformTime(this.now()).replace(/\D/g, "").slice(0, 14);
    return `${prefix}${stamp}${String(this.serial++).padStart(3, "0")}`;
  }

  /** Appends a money movement to the member's records, with the main wallet it left; answers its order number. */
  recordMovement(member: Member, movement: MovementInput): string {
    const orderNo = movement.transactionId ?? this.transactionId(movement.prefix);
    member.transactions.unshift({
      txId: this.nextTxId++,
      kind: movement.type,
      amount: movement.amount,
      balanceAfter: member.balance,
      status: movement.status,
      createdAt: this.now().getTime(),
      remark: movement.remark,
      orderNo,
      requestId: movement.requestId,
    });
    return orderNo;
  }

  /** The member's money over every wallet (the total the member centre shows). */
  totalBalance(member: Member): number {
    return Math.round((member.balance + member.gameWallets.reduce((sum, wallet) => sum + wallet.balance, 0)) * 100) / 100;
  }
}
