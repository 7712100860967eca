import { hashKey, QueryClient } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { isPlatformError, PlatformError } from "@platform/sdk";
import { describe, expect, expectTypeOf, it } from "vitest";
import { json } from "../testing/fake-api.ts";
import { memberSession, ok, systemStatus } from "../testing/fixtures.ts";
import { createTestApi, renderWithProviders } from "../testing/test-utils.tsx";
import { defineLocalQuery, defineMutation, defineQuery, invalidateApiQueries, isAccountKey, useApiMutation, useApiQuery, useLocalQuery } from "./api-query.ts";

const transactions = defineQuery("getTransactions", {
  scope: "member",
  call: (api, params: { startDate: string; endDate: string; pageNo: number }, signal) =>
    api.GET("/wps/relay/ODSFE2_MemTransDet", { params: { query: { startTime: Date.parse(params.startDate), endTime: Date.parse(params.endDate), page: params.pageNo, size: 20 } }, signal }),
});
const vendorMapping = defineQuery("getGameVendorMapping", {
  call: (api, _: void, signal) => api.GET("/wps/relay/GCSGAME_getVassGameType", { params: { query: { typeId: 1, merchant_code: "m1" } }, signal }),
  map: (value) => Object.keys(value.content).length,
});
const hotGames = defineQuery("getHotGames", {
  scope: "session",
  call: (api, _: void, signal) => api.GET("/wps/relay/GCSGAME_hotGamesV2", { params: { query: { isPlatform: 2, platform: "html5", language: "EN", merchantCode: "m1" } }, signal }),
});


describe("defineQuery keys", () => {
  it("name each operation (and view of it) once in the app: two definitions of one would share keys", () => {
    const sources = import.meta.glob<string>(["../**/*.{ts,tsx}", "!../**/*.test.{ts,tsx}"], { query: "?raw", import: "default", eager: true });
    const definitions = Object.values(sources).flatMap((text) =>
      [...text.matchAll(/defineQuery\("(\w+)", \{\s*(?:view: "([\w-]+)")?/g)].map(([, operation, view]) => `${operation} ${view ?? ""}`),
    );
    expect(definitions.length).toBeGreaterThan(5);
    expect(definitions.filter((definition, index) => definitions.indexOf(definition) !== index)).toEqual([]);
    // The reads that are no operation, likewise (defineLocalQuery).
    const locals = Object.values(sources).flatMap((text) => [...text.matchAll(/defineLocalQuery\("([\w-]+)"/g)].map(([, name]) => name));
    expect(locals.length).toBeGreaterThan(2);
    expect(locals.filter((name, index) => locals.indexOf(name) !== index)).toEqual([]);
  });

  it("keep one view of an operation apart from another", () => {
    const home = defineQuery("getAnnouncements", { view: "home", scope: "session", call: (api, _: void, signal) => api.GET("/wps/relay/CCSFE_getListAnnouncements", { params: { query: { types: "B" } }, signal }) });
    const notices = defineQuery("getAnnouncements", { view: "notices", call: (api, _: void, signal) => api.GET("/wps/relay/CCSFE_getListAnnouncements", { params: { query: { types: "B" } }, signal }) });
    expect(home.key(undefined, "lucky88")).toEqual(["getAnnouncements", { account: "lucky88" }, "home"]);
    expect(notices.key(undefined)).toEqual(["getAnnouncements", "notices"]);
    expect(home.prefix("lucky88")).toEqual(["getAnnouncements", { account: "lucky88" }, "home"]);
    expect(home.prefix()).toEqual(["getAnnouncements"]);
  });

  it("are the operation and its params: stable whatever the params' order, different for another operation or other params", () => {
    const a = transactions.key({ startDate: "2026-01-01", endDate: "2026-01-31", pageNo: 1 }, "lucky88");
    const sameInOtherOrder = transactions.key({ pageNo: 1, endDate: "2026-01-31", startDate: "2026-01-01" }, "lucky88");
    expect(hashKey(a)).toBe(hashKey(sameInOtherOrder));
    expect(a[0]).toBe("getTransactions");
    const others = [
      transactions.key({ startDate: "2026-01-01", endDate: "2026-01-31", pageNo: 2 }, "lucky88"),
      transactions.key({ startDate: "2026-01-01", endDate: "2026-01-31", pageNo: 1 }, "someone_else"),
      vendorMapping.key(undefined),
      hotGames.key(undefined, "lucky88"),
    ];
    expect(new Set([a, ...others].map(hashKey)).size).toBe(5);
  });

  it("name the account for session and member queries only", () => {
    expect(vendorMapping.key(undefined, "lucky88")).toEqual(["getGameVendorMapping"]);
    expect(hotGames.key(undefined, "lucky88")).toEqual(["getHotGames", { account: "lucky88" }]);
    expect(hotGames.key(undefined)).toEqual(["getHotGames", { account: "" }]);
    expect(isAccountKey(hotGames.key(undefined, "lucky88"))).toBe(true);
    expect(isAccountKey(transactions.key({ startDate: "a", endDate: "b", pageNo: 1 }, "x"))).toBe(true);
    expect(isAccountKey(vendorMapping.key(undefined))).toBe(false);
    expect(isAccountKey(["getDownline", { account: "x", search: "y" }])).toBe(false);
  });

  it("a prefix's invalidation reaches every params variant of that operation, and of that account when one is named", async () => {
    const queryClient = new QueryClient();
    const range = { startDate: "2026-01-01", endDate: "2026-01-31" };
    const keys = [
      transactions.key({ ...range, pageNo: 1 }, "lucky88"),
      transactions.key({ ...range, pageNo: 2 }, "lucky88"),
      transactions.key({ ...range, pageNo: 1 }, "other"),
      vendorMapping.key(undefined),
    ];
    for (const key of keys) queryClient.setQueryData(key, 1);
    const stale = () => keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);

    await invalidateApiQueries(queryClient, [transactions], "lucky88");
    expect(stale()).toEqual([true, true, false, false]);
    await invalidateApiQueries(queryClient, [transactions]);
    expect(stale()).toEqual([true, true, true, false]);
  });
});

describe("defineQuery calls", () => {
  it("resolve to the envelope's value, mapped when the definition says so", async () => {
    const { api } = createTestApi({ "GET /wps/relay/GCSGAME_getVassGameType": ok({ content: { SLOT: [], LIVE: [] } }) });
    const count = await new QueryClient().fetchQuery(vendorMapping.options(api, undefined));
    expect(count).toBe(2);
  });

  it("reject with the operation's PlatformError when the envelope says no", async () => {
    const { api } = createTestApi({ "GET /wps/relay/ODSFE2_MemTransDet": { success: false, errorCode: "request_param_err", message: "Bad dates" } });
    const failure = await new QueryClient()
      .fetchQuery(transactions.options(api, { startDate: "2026-02-01", endDate: "2026-01-01", pageNo: 1 }, "lucky88"))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PlatformError);
    expect(failure).toMatchObject({ kind: "api", errorCode: "request_param_err", serverMessage: "Bad dates", operationId: "getTransactions" });
  });

  it("type the hook's error as the operation's PlatformError", () => {
    type Result = ReturnType<typeof useApiQuery<"getTransactions", { startDate: string; endDate: string; pageNo: number }, unknown>>;
    expectTypeOf<NonNullable<Result["error"]>>().toEqualTypeOf<PlatformError<"getTransactions">>();
  });
});

function TransactionsProbe() {
  const query = useApiQuery(transactions, { startDate: "2026-01-01", endDate: "2026-01-31", pageNo: 1 });
  if (query.isError) return <p>{`failed ${isPlatformError(query.error, "getTransactions") ? query.error.errorCode : "?"}`}</p>;
  return <p>{query.data ? `rows ${query.data.list.length}` : query.fetchStatus}</p>;
}

describe("useApiQuery", () => {
  const route = "GET /wps/relay/ODSFE2_MemTransDet";

  it("waits for an account before a member query is asked", async () => {
    const rendered = renderWithProviders(<TransactionsProbe />, { api: { [route]: ok({ list: [], page: 1, totalPages: 0 }) } });
    expect(await screen.findByText("idle")).toBeInTheDocument();
    expect(rendered.api.calls(route)).toHaveLength(0);
  });

  it("keys a member's answer by the session's account and shows the typed failure", async () => {
    const rendered = renderWithProviders(<TransactionsProbe />, {
      session: memberSession({ userName: "lucky88" }),
      api: { [route]: { success: false, errorCode: "request_param_err", message: "Bad dates" } },
    });
    expect(await screen.findByText("failed request_param_err")).toBeInTheDocument();
    const [key] = rendered.queryClient.getQueryCache().findAll({ queryKey: transactions.prefix("lucky88") }).map((query) => query.queryKey);
    expect(key).toEqual(["getTransactions", { account: "lucky88" }, { startDate: "2026-01-01", endDate: "2026-01-31", pageNo: 1 }]);
  });
});

const deleteMessage = defineMutation("deleteInboxMessages", {
  call: (api, id: number) => api.DELETE("/wps/message/inbox", { params: { query: { messageIds: String(id) } } }),
  invalidates: [transactions],
});

function DeleteProbe() {
  const remove = useApiMutation(deleteMessage);
  useApiQuery(transactions, { startDate: "2026-01-01", endDate: "2026-01-31", pageNo: 1 });
  return (
    <button type="button" onClick={() => remove.mutate(7)}>
      {remove.isError ? `refused ${remove.error.errorCode ?? ""}` : remove.status}
    </button>
  );
}

describe("useApiMutation", () => {
  it("asks its queries again when it settled, a refusal included, and gives the typed error", async () => {
    const rendered = renderWithProviders(<DeleteProbe />, {
      session: memberSession({ userName: "lucky88" }),
      api: {
        "GET /wps/relay/ODSFE2_MemTransDet": ok({ list: [], page: 1, totalPages: 0 }),
        "DELETE /wps/message/inbox": { success: false, errorCode: "message.not.found", message: "Gone" },
      },
    });
    await waitFor(() => expect(rendered.api.calls("GET /wps/relay/ODSFE2_MemTransDet")).toHaveLength(1));
    await rendered.user.click(screen.getByRole("button"));
    expect(await screen.findByText("refused message.not.found")).toBeInTheDocument();
    expect(new URL(rendered.api.calls("DELETE /wps/message/inbox")[0]?.url ?? "").searchParams.get("messageIds")).toBe("7");
    await waitFor(() => expect(rendered.api.calls("GET /wps/relay/ODSFE2_MemTransDet")).toHaveLength(2));
  });
});

const STATUS = "GET /wps/v2/system/status";
const keptStatus = defineQuery("getSystemStatus", {
  view: "test-kept",
  call: (api, _: void, signal) => api.GET("/wps/v2/system/status", { params: { query: { device: "MOBILE", url: "localhost" } }, signal }),
  initialData: () => ({ maintenance: true, regionRestriction: false }),
  initialDataUpdatedAt: 0,
});

function KeptStatusProbe() {
  const status = useApiQuery(keptStatus);
  return <p>{status.data?.maintenance ? "down" : "up"}</p>;
}

describe("defineQuery initialData", () => {
  it("shows at once, and with initialDataUpdatedAt 0 a fresh answer is asked for behind it", async () => {
    let answer: (response: Response) => void = () => undefined;
    const rendered = renderWithProviders(<KeptStatusProbe />, { api: { [STATUS]: () => new Promise<Response>((resolve) => (answer = resolve)) } });
    expect(screen.getByText("down")).toBeInTheDocument();
    await waitFor(() => expect(rendered.api.calls(STATUS)).toHaveLength(1));
    answer(json(systemStatus()));
    expect(await screen.findByText("up")).toBeInTheDocument();
  });

  it("is typed as the definition's data", () => {
    const call = (api: Parameters<typeof keptStatus.fetch>[0], _: void, signal: AbortSignal) =>
      api.GET("/wps/v2/system/status", { params: { query: { device: "MOBILE", url: "localhost" } }, signal });
    defineQuery("getSystemStatus", { view: "test-typed", call, initialData: { maintenance: false, regionRestriction: true } });
    // @ts-expect-error a number is not a system status
    defineQuery("getSystemStatus", { view: "test-typed", call, initialData: 5 });
  });
});

function SwitchCountProbe() {
  const count = useApiQuery(vendorMapping, undefined, { select: (types) => `${types} types` });
  expectTypeOf(count.data).toEqualTypeOf<string | undefined>();
  return <p>{count.data ?? "…"}</p>;
}

describe("useApiQuery select", () => {
  it("gives a use its own reading of the answer, typed; the cache keeps the answer as the definition made it", async () => {
    const rendered = renderWithProviders(<SwitchCountProbe />, { api: { "GET /wps/relay/GCSGAME_getVassGameType": ok({ content: { SLOT: [], LIVE: [], RNG: [] } }) } });
    expect(await screen.findByText("3 types")).toBeInTheDocument();
    expect(rendered.queryClient.getQueryData(vendorMapping.key(undefined))).toBe(3);
  });
});

const deviceNote = defineLocalQuery("test-device-note", {
  load: async (services, id: number) => {
    const response = await services.fetch(`/local/notes/${id}`);
    return ((await response.json()) as { note: string }).note;
  },
  staleTime: 1_000,
  meta: { silent: true },
});

function DeviceNoteProbe() {
  const note = useLocalQuery(deviceNote, 4);
  expectTypeOf(note.data).toEqualTypeOf<string | undefined>();
  return <p>{note.isError ? `failed ${note.error.message}` : (note.data ?? "…")}</p>;
}

describe("defineLocalQuery (a read that is no contract operation)", () => {
  it("derives its key apart from every operation's and from the accounts'", () => {
    expect(deviceNote.key(4)).toEqual(["local", "test-device-note", 4]);
    expect(defineLocalQuery("getWhitelabel", { load: async () => 1 }).key(undefined)).toEqual(["local", "getWhitelabel"]);
    expect(isAccountKey(deviceNote.key(4))).toBe(false);
  });

  it("loads through the app's services with the definition's options, and its hook shows the answer", async () => {
    const rendered = renderWithProviders(<DeviceNoteProbe />, { api: { "GET /local/notes/4": { note: "kept on this phone" } } });
    expect(await screen.findByText("kept on this phone")).toBeInTheDocument();
    expect(rendered.api.calls("GET /local/notes/4")).toHaveLength(1);
    const query = rendered.queryClient.getQueryCache().find({ queryKey: deviceNote.key(4), exact: true });
    expect((query?.options as { staleTime?: number } | undefined)?.staleTime).toBe(1_000);
    expect(query?.meta).toEqual({ silent: true });
  });
});
