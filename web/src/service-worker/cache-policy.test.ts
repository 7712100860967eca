import { describe, expect, it } from "vitest";
import { cachePolicy } from "./cache-policy.ts";

describe("the service worker's cache policy (spec §9)", () => {
  it("answers spec §9's locally cached calls from the cache and refreshes them behind", () => {
    for (const path of ["/wps/v2/system/status", "/wps/system/status", "/wps/relay/GCSGAME_gameList"]) {
      expect(cachePolicy("GET", path), path).toBe("stale-while-revalidate");
    }
  });

  it("asks the network for every balance while online, and keeps the last copy only for when it fails", () => {
    for (const path of [
      "/wps/member/info",
      "/wps/member/info/funds/consolidated",
      "/wps/v2/wallets/balance",
      "/wps/relay/MCSFE_getPointBalance",
    ]) {
      expect(cachePolicy("GET", path), path).toBe("network-then-last-known");
    }
    // Not a balance: member info's other paths, the points' other calls.
    expect(cachePolicy("GET", "/wps/member/info/icon")).toBe("network-first");
    expect(cachePolicy("GET", "/wps/relay/MCSFE_getPointConfig")).toBe("network-first");
    // A write to a balance's path is never kept.
    expect(cachePolicy("PUT", "/wps/member/info")).toBe("never");
    expect(cachePolicy("POST", "/wps/v2/wallets/balance")).toBe("never");
  });

  it("keeps other reads for offline only", () => {
    for (const path of ["/wps/relay/GCSGAME_hotGamesV2", "/wps/system/helpCenter", "/lgw/games/popular", "/wps/message/unreadCount"]) {
      expect(cachePolicy("GET", path), path).toBe("network-first");
    }
  });

  it("never keeps encrypted, login or one-time calls", () => {
    for (const path of [
      "/wps/session/login",
      "/wps/session/key/rsa",
      "/wps/member/password",
      "/wps/member/paymentPassword",
      "/wps/member/register",
      "/wps/relay/passwordCheck_MCSFE_convertPoint",
      "/wps/captcha",
      "/wps/verification/sms/noLogin",
    ]) {
      expect(cachePolicy("GET", path), path).toBe("never");
    }
  });

  it("never keeps the other wallet calls (deposit, withdraw and its settings, transfers, bank cards) nor the records", () => {
    for (const path of [
      "/wps/relay/MCSFE_depositByLaunchUrl",
      "/wps/relay/MCSFE_getDepositPaymentChannels",
      "/wps/relay/MCSFE_getDepositSettings",
      "/wps/relay/MCSFE_getWithdrawSettings",
      "/wps/relay/MCSFE_getWithdrawAccountInfo",
      "/wps/relay/GCS_walletTransfer",
      "/wps/relay/GCS_walletReturn",
      "/wps/v2/verification/sms/send-verified",
      "/wps/member/bankCard",
      // A stale copy of the records would say an unconfirmed withdrawal had not landed.
      "/wps/relay/ODSFE2_MemTransDet",
    ]) {
      expect(cachePolicy("GET", path), path).toBe("never");
    }
  });

  it("keeps no write and nothing outside the API", () => {
    expect(cachePolicy("POST", "/wps/relay/GCSGAME_gameList")).toBe("never");
    expect(cachePolicy("PUT", "/wps/member/info")).toBe("never");
    expect(cachePolicy("GET", "/m/home")).toBe("never");
    expect(cachePolicy("GET", "/__sandbox/state")).toBe("never");
  });
});
