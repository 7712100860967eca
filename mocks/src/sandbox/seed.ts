// What the sandbox starts with, all read from the contract's named examples:
// the members of the login examples (each example token is a live session),
// their profiles from the member-info examples, every game any example shows
// and the game catalogue's (game-catalogue.ts),
// the inbox, announcements and rewards examples. The fixed codes and the seed
// password are documented in mocks/README.md.
import { listOperations, resolve, type ExampleObject, type OpenApiDocument } from "../openapi-document.ts";
import { CATALOGUE_GAMES } from "./game-catalogue.ts";
import type { Schemas } from "./handler-types.ts";
import { levelNamed, levelOf, turnoverFor, vipTable, type Turnover, type VipRow } from "./vip.ts";

/** The captcha every GET /wps/captcha shows (the contract's captcha example image reads 482913). */
export const SANDBOX_CAPTCHA = "482913";
/** The SMS code every sent SMS carries (the code of the contract's set-password and registration examples). */
export const SANDBOX_SMS_CODE = "601223";
/** The password of every seeded member (the contract's LoginPayload example). */
export const SANDBOX_PASSWORD = "s3cret-pass";
/** The withdrawal (payment) password of every seeded member (the contract's WithdrawPayload example). */
export const SANDBOX_PAYMENT_PASSWORD = "135790";

interface MemberSeed {
  id: number;
  userName: string;
  type: Schemas["MemberType"];
  firstTimeLogin: boolean;
  /** The example's login token: a session that is live from the start. */
  token: string;
  nickname: string | null;
  language: Schemas["LanguageCode"];
  /** The turnover behind the VIP level of the member's profile example (vip.ts). */
  turnover: Turnover;
  headerIcon: string | null;
  balance: number;
  mobileNum?: string;
  countryDialingCode?: string;
  favourites: number[];
  recent: number[];
  /** Withdrawal cards: player_one's are the contract's getBankCards twoCards example. */
  bankCards: Schemas["BankCard"][];
  /** The avatar when not the merchant's first preset: player_one's own picture (getPlayerAvatar "ownPicture"). */
  avatar?: Schemas["PlayerAvatar"];
  /** The game wallets: player_one's hold what getWalletBalances gameWallets shows; everyone else's are empty. */
  gameWallets: (GameWalletSeed & { balance: number })[];
  /** The member's referral links when the contract shows them (player_one's, agent_lee's); others get one made for them. */
  affiliateUrls?: Schemas["AffiliateUrl"][];
}

/** A vendor's game wallet as every member has it (getWalletBalances gameWallets, less the main wallet). */
export interface GameWalletSeed {
  accountName: string;
  accountTypeId: number;
  displayName: string | null;
  /** `OK`, or anything else: the vendor is under maintenance and its money cannot move. */
  status: string;
}

/**
 * The bank card's withdrawal limits (getWithdrawAccountInfo fresh: a member
 * with nothing withdrawn today, so what remains is the day's whole count and amount).
 */
export interface WithdrawLimits {
  maxCardCount: number;
  minWithdrawal: number;
  maxWithdrawal: number;
  /** Withdrawals a day (null: no limit). */
  maxTransactionTimes: number | null;
  /** What a day's withdrawals may take together (null: no limit). */
  dailyAmount: number | null;
}

export interface SandboxSeed {
  members: MemberSeed[];
  games: Schemas["Game"][];
  announcements: Schemas["AnnouncementList"];
  inbox: Schemas["InboxMail"][];
  rewards: Schemas["ClaimableReward"][];
  tickets: Schemas["ClaimTicket"][];
  /** Spec §3's VIP level table: getVipLevels "levels" with getVipBenefits "benefits" (vip.ts). */
  vipLevels: VipRow[];
  /** Every member's avatar until changed (getPlayerAvatar "preset", the live answer). */
  avatar: Schemas["PlayerAvatar"];
  /** The member referral link each new member's own link is made from (getAffiliateUrls "memberReferral"). */
  referralLink: Schemas["AffiliateUrl"];
  /** The banks a card can be added for, with their rules (getWithdrawBanks banks). */
  withdrawBanks: Schemas["WithdrawBank"][];
  /** The withdraw settings (getWithdrawSettings live): open all day, the per-withdrawal min and max. */
  withdrawSettings: Schemas["WithdrawSettings"];
  withdrawLimits: WithdrawLimits;
  /** The deposit methods every deposit is checked against (getDepositChannels channels, what the sandbox answers). */
  depositMethods: Record<string, Schemas["DepositMethod"]>;
  /** Whether deposits are open (getDepositSettings live); the counts come from the member's deposits. */
  depositSettings: Schemas["DepositSettings"];
  /** The game wallets beside the main one (getWalletBalances gameWallets). */
  gameWallets: GameWalletSeed[];
  /** The lucky draws each member starts with (getRaffleStatus open, registered, registrationClosed, comingSoon, won). */
  raffles: Schemas["RaffleStatus"][];
  /** What a ticket claim credits (the contract's claimTicket example). */
  ticketAmount: number;
  /** The check-in every member starts with (getSignInPromotion "twoConfigs", each config's days). */
  signIn: SignInBook;
  /** A real member's starting points (getPointBalance "points"). */
  points: number;
  /** The points mall: its tabs, its rewards (shared stock) and how conversion works. */
  pointCategories: Schemas["PointRewardCategory"][];
  pointRewards: Schemas["PointReward"][];
  pointConfig: Schemas["PointConfig"];
  captchaImage: string;
  /** Each agent's contracts: the pending offers of the contract's examples, and their history. */
  contracts: AgentContracts;
  /** Where every member's identity verification starts (getCustomerKycStatus "notVerified"). */
  kycStatus: Schemas["KycStatus"];
  /** The identity verification form's fields (getDictionaryIdTypeAndKycFields "idAndName"). */
  kycFields: Schemas["KycField"][];
}

/**
 * A member's check-in: the configurations (getSignInPromotion "twoConfigs"), the days and totals of each
 * (getSignInConfigHistory "todayOpen" for the first, "withConditions" for the second), and what the member
 * deposited and validly bet towards today's requirements (claimSignIn "depositAndBetRequired").
 */
interface SignInBook {
  configs: Schemas["SignInConfig"][];
  days: Record<number, Schemas["SignInConfigHistory"]>;
  progress: { deposit: number; validBet: number };
}

/**
 * The consolidated funds' contract maps: the upline's requests
 * waiting for the agent's answer (`*req*`) and the contracts the agent holds
 * (`*info*`), each keyed by product.
 */
type ContractMaps = Pick<
  Schemas["ConsolidatedFunds"],
  "dailysalreqtype" | "divtypecompperiodreq" | "contracthoursalreq" | "dailysalinfotype" | "contracthoursalinfo" | "divtypeinfo" | "divtypecompperiodinfo"
>;

/** An agent's contracts and their records (the contract pages and the dividend page). */
export interface AgentContracts {
  /** What the consolidated funds show: getConsolidatedFunds "allOffers" (a request of each kind waits). */
  funds: ContractMaps;
  /** The direct downlines contracts are offered to (getDownline "downlines"). */
  downlines: Schemas["Subordinate"][];
  /** Contracts the agent offered its downlines (getDailySalaryContract "contracts", getHourSalaryContract, getDividendContract "downlines"). */
  offered: { dailySalary: Schemas["DailySalaryContract"][]; hourly: Schemas["HourSalaryContract"][]; dividend: Schemas["DividendContract"][] };
  /** The contract logs, newest first (the "log" examples). */
  logs: { dailySalary: Schemas["ContractLogEntry"][]; hourly: Schemas["ContractLogEntry"][]; dividend: Schemas["ContractLogEntry"][] };
  /** Salary days (getDailySalary "days") and settled dividends (getDividends "dividends"), newest first. */
  salaries: Schemas["DailySalaryRecord"][];
  dividends: Schemas["DividendRecord"][];
  /** The previous and running dividend periods (getCurrentDividend "periods"). */
  periods: Schemas["DividendPeriods"];
}

type Envelope<T> = { success: boolean; value: T };

/** The value of a named example of an operation's response. */
export function exampleBody(doc: OpenApiDocument, operationId: string, name: string, status = "200"): unknown {
  const op = listOperations(doc).find((o) => o.operationId === operationId);
  const media = Object.values(op?.responses[status]?.content ?? {})[0];
  const example = media?.examples?.[name];
  if (!example) throw new Error(`the contract has no example "${name}" for ${operationId} ${status}`);
  return structuredClone(resolve<ExampleObject>(doc, example).value);
}

function value<T>(doc: OpenApiDocument, operationId: string, name: string): T {
  return (exampleBody(doc, operationId, name) as Envelope<T>).value;
}

/** The contract maps of a consolidated funds answer (the balance fields left out). */
function contractMaps(funds: Schemas["ConsolidatedFunds"]): ContractMaps {
  const { dailysalreqtype, divtypecompperiodreq, contracthoursalreq, dailysalinfotype, contracthoursalinfo, divtypeinfo, divtypecompperiodinfo } = funds;
  return { dailysalreqtype, divtypecompperiodreq, contracthoursalreq, dailysalinfotype, contracthoursalinfo, divtypeinfo, divtypecompperiodinfo };
}

function gamesOf(doc: OpenApiDocument): Schemas["Game"][] {
  const byNode = new Map<number, Schemas["Game"]>();
  const add = (games: Schemas["Game"][]) => games.forEach((game) => byNode.has(game.nodeId) || byNode.set(game.nodeId, game));
  for (const page of ["page1", "page2", "lastPage"]) add(value<Schemas["GamePage"]>(doc, "getGameList", page).games);
  add(value<Schemas["HotGameList"]>(doc, "getHotGames", "hotGames").list);
  add(value<Schemas["FavoriteGamePage"]>(doc, "getFavoriteGames", "favourites").content);
  add(value<Schemas["RecentGamePage"]>(doc, "getRecentGames", "recent").list);
  // The catalogue's games of every category; a node id is one game.
  for (const game of CATALOGUE_GAMES) {
    if (byNode.has(game.nodeId)) throw new Error(`the game catalogue repeats node id ${game.nodeId} of the contract's examples`);
    byNode.set(game.nodeId, structuredClone(game));
  }
  return [...byNode.values()];
}

function signInBookOf(doc: OpenApiDocument): SignInBook {
  const configs = value<Schemas["SignInConfig"][]>(doc, "getSignInPromotion", "twoConfigs");
  const histories = ["todayOpen", "withConditions"].map((name) => value<Schemas["SignInConfigHistory"]>(doc, "getSignInConfigHistory", name));
  const shortOf = value<{ data: Schemas["SignInClaimRequirement"] }>(doc, "claimSignIn", "depositAndBetRequired").data;
  return {
    configs,
    days: Object.fromEntries(configs.map((config, index) => [config.configId, histories[index]!])),
    progress: { deposit: shortOf.accumulatedDepositAmount ?? 0, validBet: shortOf.actualBet ?? 0 },
  };
}

export function seedFromContract(doc: OpenApiDocument): SandboxSeed {
  const profiles = new Map(
    ["member", "trial", "agent"].map((name) => {
      const info = value<Schemas["MemberInfo"]>(doc, "getMemberInfo", name);
      return [info.id, info] as const;
    }),
  );
  const memberFavourites = value<string[]>(doc, "getFavoriteGameIds", "favouriteIds").map(Number);
  const memberRecent = value<Schemas["RecentGamePage"]>(doc, "getRecentGames", "recent").list.map((g) => g.nodeId);
  const vip3 = value<Schemas["RankProgress"]>(doc, "getVipProgress", "vip3");
  const vipLevels = vipTable(value<Schemas["VipLevel"][]>(doc, "getVipLevels", "levels"), value<Schemas["VipBenefit"][]>(doc, "getVipBenefits", "benefits"));
  const vip3Level = levelNamed(vipLevels, vip3.playerRankName);
  if (levelOf(vipLevels, vip3.totalTurnover.actual) !== vip3Level) throw new Error("the contract's getVipProgress vip3 example does not reach its own level");
  // Each seeded member's links: player_one's referral link, agent_lee's links (LEE888, LEEAG1).
  const links: Record<string, Schemas["AffiliateUrl"][]> = {
    member: value<Schemas["AffiliateUrl"][]>(doc, "getAffiliateUrls", "memberReferral"),
    agent: value<Schemas["AffiliateUrl"][]>(doc, "getAffiliateUrls", "urls"),
  };
  // The main wallet is accountTypeId 2; the other rows are the vendors' wallets, player_one's money in them as shown.
  const walletRows = value<Schemas["WalletBalances"]>(doc, "getWalletBalances", "gameWallets").balance;
  const gameWallets = (Array.isArray(walletRows) ? walletRows : [walletRows])
    .filter((row) => row.accountTypeId !== 2)
    .map((row) => ({ accountName: row.accountName ?? String(row.accountTypeId), accountTypeId: row.accountTypeId, displayName: row.displayName ?? null, status: row.status ?? "OK", balance: row.availBalance }));
  const inGameWallets = gameWallets.reduce((sum, wallet) => sum + wallet.balance, 0);
  const accountInfo = value<Schemas["WithdrawAccountInfo"]>(doc, "getWithdrawAccountInfo", "fresh");
  const members = ["member", "trial", "agent", "firstTimeLogin"].map((name): MemberSeed => {
    const login = value<Schemas["LoginResult"]>(doc, "login", name);
    const id = login.id ?? 0;
    const profile = profiles.get(id);
    const isPlayerOne = name === "member";
    const vipLevel = profile?.vipLevel ?? 0;
    return {
      id,
      userName: login.userName,
      type: login.customerType,
      firstTimeLogin: login.firstTimeLogin,
      token: login.token,
      nickname: profile?.nickname ?? null,
      language: profile?.language ?? "EN",
      // player_one's turnover is the vip3 example's (its profile says VIP 3); the others' just reach their profile's level.
      turnover: isPlayerOne && vipLevel === vip3Level ? { cumulative: vip3.totalTurnover.actual, monthly: vip3.monthlyTurnover.actual } : turnoverFor(vipLevels, vipLevel),
      headerIcon: profile?.headerIcon ?? null,
      // player_one's total (the profile's sumBalance) is the main wallet plus the game wallets' money.
      balance: Math.round(((profile?.sumBalance ?? 0) - (isPlayerOne ? inGameWallets : 0)) * 100) / 100,
      gameWallets: gameWallets.map((wallet) => ({ ...wallet, balance: isPlayerOne ? wallet.balance : 0 })),
      // The mobile number and dialing code of the contract's SMS examples.
      ...(isPlayerOne ? { mobileNum: "123456789", countryDialingCode: "60" } : {}),
      favourites: isPlayerOne ? memberFavourites : [],
      recent: isPlayerOne ? memberRecent : [],
      bankCards: isPlayerOne ? value<Schemas["BankCard"][]>(doc, "getBankCards", "twoCards") : [],
      ...(links[name] ? { affiliateUrls: links[name] } : {}),
      ...(isPlayerOne ? { avatar: value<Schemas["PlayerAvatar"]>(doc, "getPlayerAvatar", "ownPicture") } : {}),
    };
  });
  return {
    members,
    games: gamesOf(doc),
    announcements: value<Schemas["AnnouncementList"]>(doc, "getAnnouncements", "full"),
    inbox: value<Schemas["InboxMailPage"]>(doc, "getInbox", "messages").content,
    rewards: value<Schemas["ClaimableReward"][]>(doc, "getClaimableRewards", "rewards"),
    tickets: value<Schemas["ClaimTicket"][]>(doc, "getClaimTickets", "tickets"),
    vipLevels,
    avatar: value<Schemas["PlayerAvatar"]>(doc, "getPlayerAvatar", "preset"),
    referralLink: value<Schemas["AffiliateUrl"][]>(doc, "getAffiliateUrls", "memberReferral")[0]!,
    ticketAmount: value<Schemas["ClaimTicketResult"]>(doc, "claimTicket", "claimed").amount,
    signIn: signInBookOf(doc),
    points: value<number>(doc, "getPointBalance", "points"),
    pointCategories: value<Schemas["PointRewardCategory"][]>(doc, "getPointRewardCategories", "categories"),
    kycStatus: value<Schemas["KycStatus"]>(doc, "getCustomerKycStatus", "notVerified"),
    kycFields: value<Schemas["KycField"][]>(doc, "getDictionaryIdTypeAndKycFields", "idAndName"),
    pointRewards: value<Schemas["PointRewardPage"]>(doc, "getPointRewards", "rewards").list,
    pointConfig: value<Schemas["PointConfig"]>(doc, "getPointConfig", "convertible"),
    withdrawBanks: value<Schemas["WithdrawBank"][]>(doc, "getWithdrawBanks", "banks"),
    withdrawSettings: value<Schemas["WithdrawSettings"]>(doc, "getWithdrawSettings", "live"),
    withdrawLimits: {
      maxCardCount: accountInfo.maxCardCount ?? 5,
      minWithdrawal: accountInfo.minWithdrawal ?? 0,
      maxWithdrawal: accountInfo.maxWithdrawal ?? Number.MAX_SAFE_INTEGER,
      maxTransactionTimes: accountInfo.maxTransactionTimes ?? null,
      dailyAmount: accountInfo.remainingWithdrawAmount ?? null,
    },
    depositMethods: value<Record<string, Schemas["DepositMethod"]>>(doc, "getDepositChannels", "channels"),
    depositSettings: value<Schemas["DepositSettings"]>(doc, "getDepositSettings", "live"),
    gameWallets: gameWallets.map(({ balance: _balance, ...wallet }) => wallet),
    raffles: ["open", "registered", "registrationClosed", "comingSoon", "won"].map((name) => value<Schemas["RaffleStatus"]>(doc, "getRaffleStatus", name)),
    captchaImage: value<string>(doc, "getCaptcha", "sixDigits"),
    contracts: {
      funds: contractMaps(value<Schemas["ConsolidatedFunds"]>(doc, "getConsolidatedFunds", "allOffers")),
      downlines: value<Schemas["SubordinatePage"]>(doc, "getDownline", "downlines").list,
      offered: {
        dailySalary: value<Schemas["DailySalaryContractInfo"]>(doc, "getDailySalaryContract", "contracts").downline ?? [],
        hourly: value<Schemas["HourSalaryContractInfo"]>(doc, "getHourSalaryContract", "contracts").downline ?? [],
        dividend: value<Schemas["DividendContractInfo"]>(doc, "getDividendContract", "downlines").downline,
      },
      logs: {
        dailySalary: value<Schemas["ContractLogPage"]>(doc, "getDailySalaryContractHistory", "log").list,
        hourly: value<Schemas["ContractLogPage"]>(doc, "getHourSalaryContractHistory", "log").list,
        dividend: value<Schemas["ContractLogPage"]>(doc, "getDividendContractHistory", "log").list,
      },
      salaries: value<Schemas["DailySalaryPage"]>(doc, "getDailySalary", "days").list,
      dividends: value<Schemas["DividendPage"]>(doc, "getDividends", "dividends").list,
      periods: value<Schemas["DividendPeriods"]>(doc, "getCurrentDividend", "periods"),
    },
  };
}
