import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { isMoneyViewKey, refreshMoneyViews } from "./refresh-money-views.ts";

describe("the views a money call refreshes", () => {
  it("knows every balance, points and records query by its key root, and nothing else", () => {
    for (const key of [
      ["getMemberInfo", { account: "player_one" }],
      ["getConsolidatedFunds", { account: "player_one" }],
      ["getWalletBalances", { account: "player_one" }],
      ["getWithdrawSettings", { account: "player_one" }],
      ["getWithdrawAccountInfo", { account: "player_one" }],
      ["getDepositSettings", { account: "player_one" }],
      ["getPointBalance", { account: "player_one" }],
      ["getClaimableRewards", { account: "player_one" }],
      ["getTransactions", { account: "agent_lee" }, { range: { startDate: "2026-11-01" }, page: 1 }],
    ]) {
      expect(isMoneyViewKey(key), JSON.stringify(key)).toBe(true);
    }
    for (const key of [
      ["member", "vip-progress", "player_one"],
      ["getDepositChannels"],
      ["getBankCards", { account: "player_one" }],
      ["getPointConfig", { account: "player_one" }],
      ["getTeamKpi", { account: "agent_lee" }, { range: { startDate: "2026-11-01" }, size: 0 }],
      ["messages", "inbox"],
      ["member"],
      ["getVipProgress", { account: "player_one" }],
    ]) {
      expect(isMoneyViewKey(key), JSON.stringify(key)).toBe(false);
    }
  });

  it("asks again at once for those on screen, marks the others stale, and resolves when the answers are in", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    const asked: string[] = [];
    const answer = (name: string) => async () => {
      asked.push(name);
      return name;
    };
    const shown = new QueryObserver(queryClient, { queryKey: ["getMemberInfo", { account: "a" }], queryFn: answer("balance") });
    const unsubscribe = shown.subscribe(() => undefined);
    await queryClient.fetchQuery({ queryKey: ["getPointBalance", { account: "a" }], queryFn: answer("points") });
    await queryClient.fetchQuery({ queryKey: ["getBankCards", { account: "a" }], queryFn: answer("cards") });
    await shown.refetch();
    asked.length = 0;

    await refreshMoneyViews(queryClient);
    expect(asked).toEqual(["balance"]);
    expect(queryClient.getQueryState(["getPointBalance", { account: "a" }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(["getBankCards", { account: "a" }])?.isInvalidated).toBe(false);
    unsubscribe();
  });

  it("resolves even when an answer fails", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const shown = new QueryObserver(queryClient, {
      queryKey: ["getMemberInfo", { account: "a" }],
      queryFn: async () => {
        throw new Error("offline");
      },
    });
    const unsubscribe = shown.subscribe(() => undefined);
    await expect(refreshMoneyViews(queryClient)).resolves.toBeUndefined();
    unsubscribe();
  });
});
