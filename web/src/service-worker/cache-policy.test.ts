import { describe, expect, it } from "vitest";
import { cachePolicy } from "./cache-policy.ts";

describe("the service worker's cache policy (issue 17, spec §9)", () => {
  it("answers spec §9's locally cached calls from the cache and refreshes them behind", () => {
    for (const path of ["/wps/v2/system/status", "/wps/system/status", "/wps/member/info", "/wps/relay/GCSGAME_gameList"]) {
      expect(cachePolicy("GET", path), path).toBe("stale-while-revalidate");
    }
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

  it("never keeps a wallet call: a stale balance is never shown as the balance", () => {
    for (const path of [
      "/wps/wallets",
      "/wps/v2/wallets/balance",
      "/wps/member/info/funds/consolidated",
      "/wps/relay/MCSFE_depositByLaunchUrl",
      "/wps/transaction/withdraw/setting",
      "/wps/relay/GCS_walletTransfer",
      "/wps/member/bankCard",
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
