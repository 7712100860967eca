// One home for server and device reads, lib/api-query.ts. A contract
// operation is a defineQuery/defineMutation (its key derived from the operation,
// the account and the params; its envelope unwrapped; its error the operation's
// PlatformError), any other read a defineLocalQuery; views use useApiQuery,
// useApiMutation or useLocalQuery, start-up and machines definition.options().
// Hand-written keys drifted apart before (five literal prefixes, 21 keys), and a
// raw useQuery or useMutation in a screen skipped the account in the key.
const message =
  "Define the read or write in a feature's api/ file with lib/api-query.ts (defineQuery/defineMutation for a contract operation, defineLocalQuery otherwise) and use useApiQuery/useApiMutation/useLocalQuery or definition.options(): no literal query key, no raw useQuery/useMutation/queryOptions.";

const rawHooks = "useQuery|useQueries|useSuspenseQuery|useSuspenseQueries|useInfiniteQuery|useSuspenseInfiniteQuery|useMutation|queryOptions|infiniteQueryOptions|mutationOptions";

export default {
  id: "queries",
  message,
  ignores: ["web/src/lib/api-query.ts"],
  selectors: [
    // queryKey: ["system", "status"], queryKey: ["mock", "x"] as const
    "Property[key.name='queryKey'] > ArrayExpression",
    "Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
    "Property[key.name='queryKey'] > TSSatisfiesExpression > ArrayExpression",
    `ImportDeclaration[source.value='@tanstack/react-query'] > ImportSpecifier[imported.name=/^(${rawHooks})$/]`,
  ],
  examples: {
    bad: [
      { file: "web/src/shared/system/api/get-whitelabel.ts", code: 'export const keyed = { queryKey: ["system", "whitelabel"] as const, staleTime: 1 };' },
      { file: "web/src/features/account/remember/use-remembered-login.ts", code: 'import { useQuery } from "@tanstack/react-query";\nexport const useRemembered = () => useQuery({ queryKey: ["device", "remembered-login"], queryFn: () => null });' },
      { file: "web/src/shared/session/logout.ts", code: 'import { useMutation } from "@tanstack/react-query";\nexport const useLogout = () => useMutation({ mutationFn: async () => undefined });' },
      { file: "web/src/features/home/api/get-banners.ts", code: 'import { queryOptions } from "@tanstack/react-query";\nexport const banners = queryOptions({ queryKey: ["banners"] satisfies string[], queryFn: () => [] });' },
    ],
    good: [
      { file: "web/src/lib/api-query.ts", code: 'import { useQuery } from "@tanstack/react-query";\nexport const useLocal = () => useQuery({ queryKey: ["local", "x"], queryFn: () => 1 });' },
      { file: "web/src/shared/system/api/get-whitelabel.ts", code: 'import { defineQuery } from "../../../lib/api-query.ts";\nexport const whitelabel = defineQuery("getWhitelabel", { call: (api, _: void, signal) => api.GET("/wps/system/whitelabel", { signal }) });' },
      { file: "web/src/features/games/list/start-page.ts", code: 'import { useQueryClient } from "@tanstack/react-query";\nexport const useStale = (key: readonly unknown[]) => { const queryClient = useQueryClient(); return () => queryClient.invalidateQueries({ queryKey: key }); };' },
      { file: "web/src/features/games/components/steps.ts", code: 'export const steps = { queryKey: "kept as text", items: ["a", "b"] };' },
    ],
  },
};
