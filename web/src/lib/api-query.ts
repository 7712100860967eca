// "One home per job": every read and write of the platform is one
// definition built from its contract operation, instead of a hand-written key,
// queryOptions builder and hook per endpoint. A definition names the operation
// (its operationId, checked against the contract's list) and how to call it;
// the key, the envelope's unwrap, the typed error and the hook come from here.
//
// Why not openapi-react-query (tried on three endpoints, CONTRIBUTING "Data"):
// its queryFn returns the body, so the cache would hold the envelope rather
// than its value; it types the error as the contract's error body while the
// SDK's middleware rejects with a PlatformError; and its keys
// [method, path, init] cannot carry the member a cached answer belongs to.
import { unwrap, type EnvelopeValue, type FetchResultLike, type OperationId, type PlatformError } from "@platform/sdk";
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
  type QueryMeta,
  type UseInfiniteQueryResult,
  type UseMutationOptions,
  type UseMutationResult,
  type UseQueryOptions,
  type UseQueryResult,
} from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { useApi, useAppServices, type Api, type AppServices } from "./app-services.tsx";
import { useAsPrerendered } from "./hydration.ts";

/**
 * Whose answer a query is: `public` (the same for everyone), `session` (kept
 * per account, asked for visitors too: the hot games) or `member` (kept per
 * account and never asked without one). An account's queries are keyed by
 * its name, so a new session never sees the last one's data.
 */
type QueryScope = "public" | "session" | "member";

/** A piece of the key naming the account (`""` for a visitor). */
interface AccountPart {
  readonly account: string;
}

type Loaded<R> = R extends FetchResultLike ? EnvelopeValue<R> : never;

/**
 * Options a definition may set for every use (everything but what the helper owns). `initialData` (a value or
 * a function, e.g. the last answer kept on the device) shows at once; with `initialDataUpdatedAt: 0` it is
 * stale, so the first use asks for a fresh one behind it.
 */
type SharedOptions<TData, TError = PlatformError> = Pick<
  UseQueryOptions<TData, TError, TData, QueryKey>,
  | "staleTime"
  | "gcTime"
  | "meta"
  | "placeholderData"
  | "initialData"
  | "initialDataUpdatedAt"
  | "refetchInterval"
  | "refetchOnMount"
  | "refetchOnWindowFocus"
  | "refetchOnReconnect"
>;

// NoInfer: the data type comes from the call (or `map`), never from `placeholderData: keepPreviousData`.
interface QuerySpecBase<TData> extends SharedOptions<NoInfer<TData>> {
  scope?: QueryScope;
  /**
   * Names one of several views of an operation that each read it their own way (the announcements
   * of home, of the notices and of the agent centre): part of the key, after the account. Put it
   * first in the spec (the test that keeps definitions one per operation and view reads it there).
   */
  view?: string;
}

/** The usual shape: one SDK call whose envelope value (optionally mapped) is the data. */
interface CallSpec<TParams, R extends FetchResultLike, TData> extends QuerySpecBase<TData> {
  call: (api: Api, params: TParams, signal: AbortSignal) => R | Promise<R>;
  map?: (value: EnvelopeValue<R>, params: TParams) => TData;
}

/** A read that is more than one call (several calls in turn, a call whose answer picks the next): it resolves to the data itself. */
interface LoadSpec<TParams, TData> extends QuerySpecBase<TData> {
  load: (api: Api, params: TParams, signal: AbortSignal) => Promise<TData>;
}

export interface QueryDefinition<Op extends OperationId, TParams, TData> {
  readonly operation: Op;
  readonly scope: QueryScope;
  /** The key of one answer: the operation, the account for session and member queries, the view (if named), then the params (when there are any). */
  key(params: TParams, account?: string): QueryKey;
  /** The key every params variant starts with: invalidating it reaches them all (one account's, or every account's and every view's without one). */
  prefix(account?: string): QueryKey;
  /** The call itself, uncached (a machine's actor that must ask the server each time; a page of an infinite list). */
  fetch(api: Api, params: TParams, signal?: AbortSignal): Promise<TData>;
  /** The options the definition sets for every use (staleTime, meta…). */
  readonly shared: SharedOptions<TData>;
  /** Query options for `fetchQuery`, `prefetchQuery`, `ensureQueryData` or `useQuery`. */
  options(api: Api, params: TParams, account?: string): DefinedOptions<TData>;
}

/** Options with a query function (never skipToken), as fetchQuery and usePrefetchQuery want them. */
type DefinedOptions<TData> = UseQueryOptions<TData, PlatformError, TData, QueryKey> & { queryFn: QueryFunction<TData, QueryKey> };

/** Any definition, for the lists of queries to ask again (only its prefix is read). */
type AnyQueryDefinition = Pick<QueryDefinition<OperationId, never, unknown>, "operation" | "prefix">;

export function defineQuery<Op extends OperationId, R extends FetchResultLike, TParams = void, TData = Loaded<R>>(
  operation: Op,
  spec: CallSpec<TParams, R, TData>,
): QueryDefinition<Op, TParams, TData>;
export function defineQuery<Op extends OperationId, TData, TParams = void>(
  operation: Op,
  spec: LoadSpec<TParams, TData>,
): QueryDefinition<Op, TParams, TData>;
export function defineQuery(
  operation: OperationId,
  spec: CallSpec<unknown, FetchResultLike, unknown> | LoadSpec<unknown, unknown>,
): QueryDefinition<OperationId, unknown, unknown> {
  const { scope = "public", view } = spec;
  const shared = sharedOptionsOf(spec);
  const viewPart = view === undefined ? [] : [view];
  const accountPart = (account: string | undefined) => (scope === "public" ? [] : [{ account: account ?? "" } satisfies AccountPart]);
  const prefix = (account?: string): QueryKey => (scope !== "public" && account === undefined ? [operation] : [operation, ...accountPart(account), ...viewPart]);
  const key = (params: unknown, account?: string): QueryKey => [operation, ...accountPart(account), ...viewPart, ...(params === undefined ? [] : [params])];
  const load = (api: Api, params: unknown, signal = new AbortController().signal): Promise<unknown> => {
    if ("load" in spec) return spec.load(api, params, signal);
    const { call, map } = spec;
    return unwrap(call(api, params, signal)).then((value) => (map ? map(value as never, params) : value));
  };
  return {
    operation,
    scope,
    key,
    prefix,
    fetch: load,
    shared,
    options: (api, params, account) =>
      queryOptions({
        ...shared,
        queryKey: key(params, account),
        queryFn: ({ signal }) => load(api, params, signal),
        ...(scope === "member" ? { enabled: account !== undefined } : {}),
      }) as DefinedOptions<unknown>,
  };
}

function sharedOptionsOf(spec: QuerySpecBase<unknown> & { call?: unknown; map?: unknown; load?: unknown }): SharedOptions<unknown> {
  const { scope: _scope, view: _view, call: _call, map: _map, load: _load, ...shared } = spec;
  return shared;
}

/**
 * Per-use options: `enabled` (a role gate; a member query also waits for an account), `select` (what this
 * use reads of the cached answer, e.g. the switches as a map: the cache keeps the answer as it came), and
 * the shared ones.
 */
export type UseApiQueryOptions<TData, TSelected, TError = PlatformError> = SharedOptions<TData, TError> & {
  enabled?: boolean;
  select?: (data: TData) => TSelected;
};

type ParamsArgs<TParams, TRest extends unknown[]> = [TParams] extends [void] ? [params?: undefined, ...rest: TRest] : [params: TParams, ...rest: TRest];

/** The hook of every read: `useApiQuery(memberInfo)`, `useApiQuery(transactions, { range, pageNo })`. Its error is the operation's PlatformError. */
export function useApiQuery<Op extends OperationId, TParams, TData, TSelected = TData>(
  definition: QueryDefinition<Op, TParams, TData>,
  ...[params, options]: ParamsArgs<TParams, [options?: UseApiQueryOptions<TData, TSelected>]>
): UseQueryResult<TSelected, PlatformError<Op>> {
  const api = useApi();
  const account = useQueryAccount();
  const base = definition.options(api, params as TParams, account);
  const enabled = (base.enabled ?? true) !== false && (options?.enabled ?? true);
  // A hydrating render draws the page as the build did, before any answer (lib/hydration.ts).
  return useAsPrerendered(useQuery({ ...base, ...options, enabled } as UseQueryOptions<TData, PlatformError<Op>, TSelected, QueryKey>));
}

/**
 * An infinite list whose definition's params are the page number: one key (the definition's,
 * without params) holding every page, so invalidating the definition's prefix reloads it.
 */
export function useApiInfiniteQuery<Op extends OperationId, TData>(
  definition: QueryDefinition<Op, number, TData>,
  options: { initialPageParam: number; getNextPageParam: (last: TData) => number | undefined; enabled?: boolean },
): UseInfiniteQueryResult<InfiniteData<TData, number>, PlatformError<Op>> {
  const api = useApi();
  const account = useQueryAccount();
  const { enabled = true, ...pages } = options;
  return useAsPrerendered(useInfiniteQuery<TData, PlatformError<Op>, InfiniteData<TData, number>, QueryKey, number>({
    ...(definition.shared as { staleTime?: number; gcTime?: number; meta?: QueryMeta }),
    ...pages,
    queryKey: definition.key(undefined as never, account),
    queryFn: ({ pageParam, signal }) => definition.fetch(api, pageParam, signal),
    enabled: enabled && (definition.scope !== "member" || account !== undefined),
  }));
}

/**
 * A read that is no operation of the contract: the device's own storage (the remembered login), the mock's
 * admin address or its bundled contract. Same shape as a definition (derived key, shared options, hook), so
 * no file writes a key of its own; the key is `["local", name]` and then the params (if any), apart from every
 * operation's. Its load takes the app's services (the SDK client and the fetch the app was given).
 */
interface LocalQuerySpec<TParams, TData> extends SharedOptions<NoInfer<TData>, Error> {
  load: (services: AppServices, params: TParams, signal: AbortSignal) => Promise<TData>;
}

export interface LocalQueryDefinition<TParams, TData> {
  readonly name: string;
  /** The key of one answer: `["local", name]`, then the params when there are any. */
  key(params: TParams): QueryKey;
  /** Query options for `fetchQuery`, `prefetchQuery` or `useQuery`. */
  options(services: AppServices, params: TParams): UseQueryOptions<TData, Error, TData, QueryKey> & { queryFn: QueryFunction<TData, QueryKey> };
}

export function defineLocalQuery<TData, TParams = void>(name: string, spec: LocalQuerySpec<TParams, TData>): LocalQueryDefinition<TParams, TData> {
  const { load, ...shared } = spec;
  const key = (params: TParams): QueryKey => ["local", name, ...(params === undefined ? [] : [params])];
  return {
    name,
    key,
    options: (services, params) =>
      queryOptions({ ...(shared as SharedOptions<TData, Error>), queryKey: key(params), queryFn: ({ signal }) => load(services, params, signal) }) as UseQueryOptions<TData, Error, TData, QueryKey> & {
        queryFn: QueryFunction<TData, QueryKey>;
      },
  };
}

/** The hook of a local read: `useLocalQuery(rememberedLogin)`. */
export function useLocalQuery<TParams, TData, TSelected = TData>(
  definition: LocalQueryDefinition<TParams, TData>,
  ...[params, options]: ParamsArgs<TParams, [options?: UseApiQueryOptions<TData, TSelected, Error>]>
): UseQueryResult<TSelected, Error> {
  const services = useAppServices();
  return useAsPrerendered(useQuery({ ...definition.options(services, params as TParams), ...options } as UseQueryOptions<TData, Error, TSelected, QueryKey>));
}

/** Marks every params variant of `definitions` stale (one account's for session and member queries, when named); those on screen are asked again. */
export function invalidateApiQueries(queryClient: QueryClient, definitions: readonly AnyQueryDefinition[], account?: string): Promise<void> {
  return Promise.all(definitions.map((definition) => queryClient.invalidateQueries({ queryKey: definition.prefix(account) }))).then(() => undefined);
}

/** Whether a key belongs to an account (a session or member query): what goes when a session ends. */
export function isAccountKey(key: QueryKey): boolean {
  const part = key[1];
  return typeof part === "object" && part !== null && !Array.isArray(part) && Object.keys(part).length === 1 && "account" in part;
}

const AccountContext = createContext<string | undefined>(undefined);

/** The app says whose session it is (app/providers.tsx, from the session store; lib/ does not read the store itself). */
export const QueryAccountProvider = AccountContext.Provider;

/** The account the session and member queries are kept for (undefined for a visitor). */
export function useQueryAccount(): string | undefined {
  return useContext(AccountContext);
}

/** Where a write's answer goes in the cache: the client and the account whose queries it may set. */
interface CacheTarget {
  queryClient: QueryClient;
  account: string | undefined;
}

interface MutationSpecBase<TVariables, TData> {
  /** Queries asked again once the call settled (whatever its outcome: a refusal may still have changed something). */
  invalidates?: readonly AnyQueryDefinition[];
  /** What a success writes into the cache at once (before the invalidated queries are asked again). */
  onSuccess?: (target: CacheTarget, data: TData, variables: TVariables) => void;
}

interface MutationSpec<TVariables, R extends FetchResultLike, TData> extends MutationSpecBase<TVariables, TData> {
  call: (api: Api, variables: TVariables) => R | Promise<R>;
  map?: (value: EnvelopeValue<R>, variables: TVariables) => TData;
}

/** A write through a call of @platform/sdk/forms, which takes the whole client. */
interface MutationRunSpec<TVariables, TData> extends MutationSpecBase<TVariables, TData> {
  run: (services: AppServices, variables: TVariables) => Promise<TData>;
}

export interface MutationDefinition<Op extends OperationId, TVariables, TData> {
  readonly operation: Op;
  run(services: AppServices, variables: TVariables): Promise<TData>;
  readonly invalidates: readonly AnyQueryDefinition[];
  readonly onSuccess?: (target: CacheTarget, data: TData, variables: TVariables) => void;
}

export function defineMutation<Op extends OperationId, R extends FetchResultLike, TVariables = void, TData = Loaded<R>>(
  operation: Op,
  spec: MutationSpec<TVariables, R, TData>,
): MutationDefinition<Op, TVariables, TData>;
export function defineMutation<Op extends OperationId, TData, TVariables = void>(operation: Op, spec: MutationRunSpec<TVariables, TData>): MutationDefinition<Op, TVariables, TData>;
export function defineMutation(
  operation: OperationId,
  spec: MutationSpec<unknown, FetchResultLike, unknown> | MutationRunSpec<unknown, unknown>,
): MutationDefinition<OperationId, unknown, unknown> {
  return {
    operation,
    invalidates: spec.invalidates ?? [],
    ...(spec.onSuccess ? { onSuccess: spec.onSuccess } : {}),
    run: (services, variables) => {
      if ("run" in spec) return spec.run(services, variables);
      const { call, map } = spec;
      return unwrap(call(services.client.api, variables)).then((value) => (map ? map(value as never, variables) : value));
    },
  };
}

/** The hook of every write: the call, its typed error, and the definition's queries asked again when it settles. */
export function useApiMutation<Op extends OperationId, TVariables, TData, TContext = unknown>(
  definition: MutationDefinition<Op, TVariables, TData>,
  options: Omit<UseMutationOptions<TData, PlatformError<Op>, TVariables, TContext>, "mutationFn"> = {},
): UseMutationResult<TData, PlatformError<Op>, TVariables, TContext> {
  const services = useAppServices();
  const queryClient = useQueryClient();
  const account = useQueryAccount();
  return useMutation({
    ...options,
    mutationFn: (variables: TVariables) => definition.run(services, variables),
    onSuccess: async (...args) => {
      definition.onSuccess?.({ queryClient, account }, args[0], args[1]);
      await options.onSuccess?.(...args);
    },
    onSettled: async (...args) => {
      await options.onSettled?.(...args);
      if (definition.invalidates.length > 0) await invalidateApiQueries(queryClient, definition.invalidates, account);
    },
  });
}
