// The contract's own guarantees (issue 3): every example validates against its
// schema, every declared success response has a named example, every
// operation says where its shape comes from, and every call of spec §7 that
// the screens need has an operation. The Redocly lint (run before Vitest by
// `npm test`) checks the same examples; this test keeps the rules even if the
// lint configuration changes.
import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { readFileSync } from "node:fs";
import { createResponseValidator, listOperations, loadContract, provenanceProblems, resolve, unknownsSection, unknownsTable, useDecimalMultipleOf, type ContractOperation } from "@platform/mocks";

const doc = loadContract();
const operations = listOperations(doc);
const validator = createResponseValidator(doc);

const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;
const ajv = new Ajv2020({ allErrors: true, strict: false, validateSchema: false, logger: false });
addFormats(ajv);
// Money amounts are `multipleOf: 0.01`, compared as decimals as every validator of the project does (issue 29).
useDecimalMultipleOf(ajv);
ajv.addSchema(doc as object, "contract");
const refsInto = (schema: unknown): unknown =>
  JSON.parse(JSON.stringify(schema), (key, value) => (key === "$ref" && typeof value === "string" && value.startsWith("#") ? `contract${value}` : value));

interface Example {
  summary?: string;
  value?: unknown;
}
const examplesOf = (media: { examples?: Record<string, unknown>; example?: unknown } | undefined): [string, Example][] => {
  if (!media) return [];
  const named = Object.entries(media.examples ?? {}).map(([name, ex]) => [name, resolve<Example>(doc, ex as Example)] as [string, Example]);
  return media.example === undefined ? named : [...named, ["example", { value: media.example }]];
};

describe("the contract", () => {
  it("has the operations the product needs (about 70)", () => {
    expect(operations.length).toBeGreaterThanOrEqual(70);
    console.log(`contract: ${operations.length} operations`);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))("%s says where its shape comes from", (_id, op) => {
    expect(["observed", "spec", "assumed"]).toContain((op.operation as Record<string, unknown>)["x-source"]);
  });

  it("names its evidence: every observed operation its sources, every guess what would settle it, at most 15 assumed", () => {
    expect(provenanceProblems(doc)).toEqual([]);
  });

  it("README's table of what the contract does not know is the contract's (npm run contract:unknowns)", () => {
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    expect(unknownsSection(readme)).toBe(unknownsTable(doc));
  });

  it.each(operations.map((op) => [op.operationId, op] as const))("%s has a named example for every success response", (_id, op) => {
    const successes = Object.entries(op.responses).filter(([status]) => status.startsWith("2"));
    expect(successes.length).toBeGreaterThan(0);
    for (const [status, response] of successes) {
      for (const [mediaType, media] of Object.entries(response.content ?? {})) {
        expect(examplesOf(media).length, `${op.operationId} ${status} ${mediaType} has no example`).toBeGreaterThan(0);
      }
    }
  });

  it.each(operations.map((op) => [op.operationId, op] as const))("%s: every response example matches its schema", (_id, op) => {
    const problems: string[] = [];
    for (const [status, response] of Object.entries(op.responses)) {
      for (const [mediaType, media] of Object.entries(response.content ?? {})) {
        for (const [name, example] of examplesOf(media)) {
          for (const v of validator.validateBody(op.operationId, status, mediaType, example.value)) {
            problems.push(`${status} ${mediaType} example "${name}" at ${v.pointer || "/"}: ${v.message}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(operations.map((op) => [op.operationId, op] as const))("%s: request examples match their schemas", (_id, op) => {
    const problems: string[] = [...requestBodyProblems(op), ...parameterProblems(op)];
    expect(problems).toEqual([]);
  });

  it("rejects an example that does not match its schema (the check can fail)", () => {
    const op = operations.find((o) => o.operationId === "getMemberInfo")!;
    const broken = { success: true, value: { id: "not-a-number", type: 0, account: "a", sumBalance: 1, currencySymbol: "￥" } };
    expect(validator.validateBody(op.operationId, "200", "application/json", broken)).not.toEqual([]);
  });
});

// Spec §7 ("Calls") and the screens of §2, call by call. Each line: what the
// spec names, and the method + path the contract must hold for it.
const SPEC_CALLS: [string, string][] = [
  ["RSA key for encrypted calls", "GET /wps/session/key/rsa"],
  ["login", "POST /wps/session/login"],
  ["test play (free-play login)", "POST /wps/session/login/freeplay"],
  ["logout with token", "DELETE /wps/session/logout"],
  ["register by username", "PUT /wps/member/register"],
  ["register by mobile", "PUT /wps/member/register/mobile"],
  ["registration settings / field table", "GET /wps/system/setting/register"],
  ["username validation", "GET /wps/check/username"],
  ["captcha", "GET /wps/captcha"],
  ["countries", "GET /wps/system/country"],
  ["change password", "POST /wps/member/password"],
  ["set password by phone", "POST /wps/member/password/verification"],
  ["email retrieval (forgot password)", "POST /wps/member/password/email"],
  ["send SMS code (no login)", "POST /wps/verification/sms/noLogin"],
  ["send SMS code (registration)", "POST /wps/verification/sms/register"],
  ["trial account creation", "GET /wps/member/trialuser"],
  ["affiliate and affiliate code check", "GET /wps/agent/affiliate"],
  ["header icon read", "GET /wps/member/info/icon"],
  ["header icon upload", "POST /wps/member/info/icon"],
  ["member info", "GET /wps/member/info"],
  ["customer service", "GET /wps/relay/WPSCORE_getCustomerServiceScript"],
  ["system template settings", "GET /wps/system/templates"],
  ["system status", "GET /wps/v2/system/status"],
  ["white-label switches", "GET /wps/system/whitelabel"],
  ["download links", "GET /wps/relay/WPSCORE_getDownloadSetting"],
  ["announcements / notices / banners", "GET /wps/relay/CCSFE_getListAnnouncements"],
  ["mark announcement read", "POST /wps/relay/MCSFE_markAnnouncementAsRead"],
  ["lobby news", "GET /wps/relay/GLS2_lobbyNews"],
  ["inbox unread count", "GET /wps/relay/EMFE_getInboxUnreadCount"],
  ["help centre", "GET /wps/system/helpCenter"],
  ["chat launch", "GET /wps/relay/CBS_launchChat"],
  ["chat unread", "GET /wps/relay/CBS_unreadCount"],
  ["live model list", "GET /wps/relay/CBS_modelList"],
  ["game types (vendor mapping)", "GET /wps/relay/GCSGAME_getVassGameType"],
  ["game vendor list by merchant", "GET /wps/relay/GCSGAME_newGameVendor"],
  ["game list", "GET /wps/relay/GCSGAME_gameList"],
  ["hot games", "GET /wps/relay/GCSGAME_hotGamesV2"],
  ["add favourite", "POST /wps/relay/MCSFE_addFavoriteGameV2"],
  ["remove favourite", "DELETE /wps/relay/MCSFE_removeFavoriteGameV2"],
  ["favourite list", "GET /wps/relay/MCSFE_getFavoriteGamesList"],
  ["favourite ids", "GET /wps/relay/MCSFE_getFavoriteGames"],
  ["add recent", "GET /wps/relay/MCS2_addRecentGame"],
  ["recent list", "GET /wps/relay/GCS_recentGame"],
  ["launch game", "GET /wps/game/launchGame"],
  ["trial game launch", "GET /wps/relay/GCS_gameTrialLaunch"],
  ["winner board", "GET /wps/relay/GCSGAME_getRankList"],
  ["lottery list", "GET /lgw/games/mobile"],
  ["lottery menu", "GET /lgw/vn/games/game_menu"],
  ["lottery numero (Vietnam)", "GET /lgw/vn/numeros/opened/game"],
  ["popular lottery games", "GET /lgw/games/popular"],
  ["lottery game records", "GET /wps/relay/ODSFE2_lottMemBet"],
  ["lottery order detail", "GET /lgw/orders/detail/{orderDetailId}"],
  ["promotion categories", "GET /wps/relay/PROMOFE_getPromotionAnnouncementCategory"],
  ["promotion availability", "GET /wps/relay/MCSFE_getAvailablePromotions"],
  ["rewards list", "GET /wps/relay/MCSFE_getClaimPromotion"],
  ["rewards claim", "POST /wps/relay/MCSFE_claimIssuedPromotion"],
  ["points balance", "GET /wps/relay/MCSFE_getPointBalance"],
  ["VIP rank progress", "GET /wps/relay/MCSFE_getPlayerRankProgress"],
  // Issue 15, the promotions programme (rewards centre, sign-in, raffles, points mall, referral).
  ["promotion claim history", "GET /wps/relay/PROMOFE_getClaimHistory"],
  ["check-in days", "GET /wps/relay/MCSFE_getLoginPromotionConfigHistory"],
  ["promotion tickets", "GET /wps/relay/PROMOFE_getClaimTicketList"],
  ["sign-in calendar", "GET /wps/relay/MCSFE_getLoginPromotion"],
  ["sign in today", "POST /wps/relay/MCSFE_claimLoginPromotion"],
  ["raffle status", "GET /wps/relay/MCSFE_getRafflePromotionStatus"],
  ["join a raffle", "POST /wps/relay/MCSFE_claimRafflePromotion"],
  ["points config", "GET /wps/relay/MCSFE_getPointConfig"],
  ["points rewards", "GET /wps/relay/MCSFE_getPointReward"],
  ["points history", "GET /wps/relay/MCSFE_getRedeemPointList"],
  ["redeem points (encrypted)", "POST /wps/relay/passwordCheck/MCSFE_redeemPointReward"],
  ["convert points (encrypted)", "POST /wps/relay/passwordCheck/MCSFE_convertPoint"],
  ["referral details", "GET /wps/relay/MCSFE_getReferralDetails"],
  ["affiliate links", "GET /wps/relay/MCSFE_viewAffiliateUrls"],
  ["create an affiliate link", "POST /wps/relay/MCSFE_createAffiliateUrl"],
  ["own referral code", "GET /wps/agent/affiliate"],
  ["wallet balance", "GET /wps/v2/wallets/balance"],
  ["wallet transfer", "POST /wps/relay/GCS_walletTransfer"],
  ["withdraw (encrypted, v2)", "POST /wps/v2/transaction/withdraw"],
  ["deposit channels", "GET /wps/relay/MCSFE_getDepositPaymentChannels"],
  ["deposit", "POST /wps/relay/MCSFE_depositByLaunchUrl"],
  ["team KPI (day rows and footer)", "GET /wps/relay/ODSFE2_teamKPIC"],
  ["downline", "GET /wps/relay/ODSFE2_Subordinate"],
  ["rebates", "GET /wps/relay/MCSFE_getCustomerRebateSettingByProductType"],
  ["daily salary", "GET /wps/relay/ODSFE2_QueryDailySalary"],
  ["dividend", "GET /wps/relay/ODSFE2_QueryDividend"],
  ["daily salary contract", "GET /wps/relay/MCSFE_getContractDailySalInfo"],
  ["dividend contract", "GET /wps/relay/MCSFE_getContractDividendInfo"],
  ["hourly contract", "POST /wps/relay/MCSFE_processContractHourSalary"],
  ["consolidated funds (contract requests)", "GET /wps/member/info/funds/consolidated"],
  // Issue 16, the agent centre (spec §2 agent routes, §7 "Agent, wallet, other").
  ["direct downlines (team management)", "GET /wps/relay/ODSFE2_getSubordinatev2"],
  ["open a downline account (encrypted)", "POST /wps/agent/downline"],
  ["member and team PNL", "GET /wps/relay/ODSFE2_MemPNL"],
  ["own transaction records", "GET /wps/relay/ODSFE2_MemTransDet"],
  ["team betting (slots; each category its relay)", "GET /wps/relay/ODSFE2_RNGOrders"],
  ["team lottery bets", "GET /wps/relay/ODSFE2_lottTeamBet"],
  ["global rebate settings", "GET /wps/relay/MCSFE_getGlobalRebateSettingsByProductType"],
  ["update downline rebates", "PUT /wps/agent/updateDownlineRebates"],
  ["accept or reject a daily-salary contract", "POST /wps/relay/MCSFE_processDailySalaryContract"],
  ["offer a daily-salary contract", "POST /wps/relay/MCSFE_applyContractDailySalary"],
  ["daily-salary contract history", "GET /wps/relay/MCSFE_getDailySalaryContractLog"],
  ["accept or reject a dividend contract", "POST /wps/relay/MCSFE_processContractDividend"],
  ["dividend contract history", "GET /wps/relay/MCSFE_getContractHistory"],
  ["hourly-salary contract", "GET /wps/relay/MCSFE_getContractHourSalaryInfo"],
  ["hourly-salary contract history", "GET /wps/relay/MCSFE_getContractHourSalaryLog"],
  ["current dividend period", "GET /wps/relay/ODSFE2_getContractPreviousAndCurrentDividend"],
  ["distribute a dividend", "POST /wps/relay/ODSFE2_PayoutDividend"],
  ["red-envelope rain: the downlines to send to", "GET /wps/relay/ODSFE2_subordinateSimple"],
  ["red-envelope rain: transfer to many downlines (encrypted)", "POST /wps/agent/transferMultipleDownline"],
  ["member language", "PUT /wps/member/language"],
  ["verification (SMS provider) settings", "GET /wps/system/settings/consolidated"],
  ["registration validation data (field rules)", "GET /wps/system/settings/consolidated"],
  ["notices (announcements of type PL)", "GET /wps/relay/CCSFE_getListAnnouncements"],
  ["popular announcements (type PU)", "GET /wps/relay/CCSFE_getListAnnouncements"],
  ["Vietnam lottery recent menu", "GET /lgw/vn/games/game_menu/recent"],
  ["quotas", "GET /wps/relay/MCSFE_getAgentQuotaGroupByProduct"],
  ["wallet details (each wallet's balance)", "GET /wps/v2/wallets/balance"],
  ["return every game wallet to the main one", "POST /wps/relay/GCS_walletReturn"],
  ["deposit by QR code", "POST /wps/relay/MCSFE_depositByQRImageUrl"],
  ["security settings", "GET /wps/v2/member/securityConfig"],
  ["personal info", "POST /wps/member/info"],
  ["whitelabel menu (the menu tree)", "GET /wps/system/settings/consolidated"],
  // Issue 13: content and messages.
  ["promotions page list", "GET /wps/relay/PROMOFE_getPromoAnnounceV2"],
  ["message service unread count", "GET /wps/message/unreadCount"],
  ["inbox messages", "GET /wps/message/inbox"],
  ["delete inbox messages", "DELETE /wps/message/inbox"],
  ["mark inbox messages read", "POST /wps/message/read"],
  // Issue 14: member centre and wallet.
  ["withdraw limits and switches", "GET /wps/relay/MCSFE_getWithdrawSettings"],
  ["withdraw accounts and what remains today", "GET /wps/relay/MCSFE_getWithdrawAccountInfo"],
  ["deposit settings", "GET /wps/relay/MCSFE_getDepositSettings"],
  ["bank cards", "GET /wps/member/bankCard"],
  ["add a bank card (encrypted)", "PUT /wps/member/bankCard"],
  ["banks for withdrawal cards", "GET /wps/system/withdrawBanks"],
  ["has a withdrawal password", "GET /wps/member/hasWithdrawalPassword"],
  ["set the withdrawal password (encrypted)", "PUT /wps/member/paymentPassword"],
  ["deposit by manual transfer", "POST /wps/relay/MCSFE_manualTransferByAccountName"],
  ["deposit promotions", "GET /wps/promotions/deposit"],
  // Issue 20: the rest of the account side.
  ["Facebook login (Firebase, then the login call)", "POST /wps/session/login"],
  ["social login app ids (consolidated sms)", "GET /wps/system/settings/consolidated"],
  ["bot-check (GeeTest) challenge", "GET /wps/captcha/geetest"],
  ["personal info: email", "POST /wps/member/info/email"],
  ["personal info: payee name", "POST /wps/member/info/payeename"],
  ["personal info: nickname", "POST /wps/member/info/nickname"],
  ["feedback", "PUT /wps/feedback"],
  ["promotion application status", "GET /wps/promotions/apply"],
  ["apply for a promotion with images", "POST /wps/promotions/apply"],
  ["real-name verification (KYC status)", "GET /wps/relay/MCSFE_getCustomerKycStatus"],
  ["submit real-name verification (KYC fields)", "POST /wps/relay/MCSFE_updateIdTypeAndKycFields"],
];

describe("spec §7 checklist", () => {
  const present = new Set(operations.map((op) => `${op.method.toUpperCase()} ${op.path}`));
  it.each(SPEC_CALLS)("%s has an operation", (_what, call) => {
    expect(present.has(call), `${call} is missing from the contract`).toBe(true);
  });
});

function requestBodyProblems(op: ContractOperation): string[] {
  const problems: string[] = [];
  for (const [mediaType, media] of Object.entries(op.requestBody?.content ?? {})) {
    const examples = examplesOf(media);
    if (examples.length === 0) problems.push(`request ${mediaType} has no example`);
    if (!media.schema) continue;
    const check = ajv.compile(refsInto(media.schema) as object);
    for (const [name, example] of examples) {
      if (!check(example.value)) problems.push(`request ${mediaType} example "${name}": ${ajv.errorsText(check.errors)}`);
    }
  }
  return problems;
}

function parameterProblems(op: ContractOperation): string[] {
  const problems: string[] = [];
  for (const p of op.parameters) {
    const schema = p.schema ? resolve<Record<string, unknown>>(doc, p.schema as Record<string, unknown>) : undefined;
    const examples = [p.example, ...Object.values(p.examples ?? {}).map((e) => resolve<Example>(doc, e as Example).value)].filter((v) => v !== undefined);
    const fallback = schema && (schema.default !== undefined || Array.isArray(schema.enum) || schema.const !== undefined);
    if (examples.length === 0 && !fallback) problems.push(`parameter ${p.in} ${p.name} has no example`);
    if (!p.schema) continue;
    const check = ajv.compile(refsInto(p.schema) as object);
    for (const value of examples) {
      if (!check(value)) problems.push(`parameter ${p.in} ${p.name} example ${JSON.stringify(value)}: ${ajv.errorsText(check.errors)}`);
    }
  }
  return problems;
}
