// A reconciler reads the records fresh: `intentRecords.fetch()` asks the server every time, even when the
// query cache holds an answer under the very same key (a cached "not there yet" must never settle an intent).
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { inTurn } from "../../testing/fake-api.ts";
import { ok } from "../../testing/fixtures.ts";
import { createTestApi } from "../../testing/test-utils.tsx";
import { intentRecords } from "./records.ts";

const RECORDS = "GET /wps/relay/ODSFE2_MemTransDet";
const page = (list: unknown[]) => ok({ list, page: 1, totalPages: 1 });
const record = { txId: 1, txTypeId: 2001, txTypeName: "Withdraw", remark: null, txTimeInTimestamp: 1_795_000_000_000, orderNo: "WD1", currentAvailBalance: 10, amount: -100 };

describe("intentRecords", () => {
  it("asks the server on every read, never the answer the cache holds", async () => {
    const { api, calls } = createTestApi({ [RECORDS]: inTurn(page([]), page([record])) });
    const params = { codeTypes: "withdraw", userName: "player_one", startedAt: 1_795_000_000_000, size: 50 } as const;
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    await queryClient.fetchQuery(intentRecords.options(api, params, "player_one"));

    expect(await intentRecords.fetch(api, params)).toEqual([record]);
    expect(calls(RECORDS)).toHaveLength(2);
  });

  it("asks the newest page of one kind, the member's own, from a day before the send to a day after now", async () => {
    const { api, calls } = createTestApi({ [RECORDS]: page([]) });
    const startedAt = Date.now();
    await intentRecords.fetch(api, { codeTypes: "other", userName: "agent_one", startedAt, size: 100 });

    const query = new URL(calls(RECORDS)[0]!.url).searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ codeTypes: "other", subordinateName: "agent_one", page: "1", size: "100", startTime: String(startedAt - 86_400_000) });
    expect(Number(query.get("endTime"))).toBeGreaterThanOrEqual(startedAt + 86_400_000);
  });

  it("leaves the name out when it is unknown", async () => {
    const { api, calls } = createTestApi({ [RECORDS]: page([]) });
    await intentRecords.fetch(api, { codeTypes: "deposit", userName: undefined, startedAt: Date.now(), size: 50 });

    expect(new URL(calls(RECORDS)[0]!.url).searchParams.has("subordinateName")).toBe(false);
  });
});
