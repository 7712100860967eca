// What the app asks for before React is in. The entry (main.tsx) is
// this module and little else; React, the app and the first screen come in a
// chunk of their own (render-app.tsx) that the page preloads beside it. So the
// first screen's data and texts leave as soon as this small entry has run, in
// parallel with React's code, not once the whole app has come and run: on the
// game list, promotions, the member centre and deposit, the largest paint
// (a game's picture, the balance) waited for both, one after the other.
// Nothing here may import react-dom (a test reads the build's chunks).
import type { PlatformClient } from "@platform/sdk";
import type { QueryClient } from "@tanstack/react-query";
import { createApiClient } from "./api-client.ts";
import { takeStartedCalls, withStartedAnswers } from "./early-answers.ts";
import { purgeMemberCachesAtStart } from "./purge-member-caches.ts";
import { routeOfPath, screenTexts, type RouteMatch } from "./routes/route-table.ts";
import { startRequests } from "./start-requests.ts";
import type { Locales } from "../i18n/generated/i18n-types.ts";
import { storedLocale } from "../i18n/language.ts";
import { loadLocale } from "../i18n/load-locale.ts";
import { createQueryClient } from "../lib/query-client.ts";

/** What start-up made and asked for, handed to the render (render-app.tsx). */
export interface Booted {
  client: PlatformClient;
  queryClient: QueryClient;
  fetchImpl: typeof fetch;
  path: string;
  route: RouteMatch | undefined;
  locale: Locales;
  /** The base texts and the first screen's, asked for with its data. */
  texts: Promise<void>;
}

/** Makes the SDK client (on `fetchImpl`) and the query cache, and asks for the first screen's data and texts. */
export function boot(fetchImpl: typeof fetch): Booted {
  // The calls the page itself started (web/data-starter.ts) answer the SDK's same requests, once.
  const client = createApiClient(withStartedAnswers(fetchImpl, takeStartedCalls()));
  const queryClient = createQueryClient();
  const path = window.location.pathname;
  startRequests(queryClient, client.api, path, window.location.search);
  // The first screen's texts are asked for with its data, not a task later (the first render waits for them).
  const locale = storedLocale();
  const route = routeOfPath(path);
  const texts = loadLocale(locale, route ? screenTexts(route.entry.screen) : []);
  // No session: whatever a member left in the worker's caches goes. Off the main thread, after the requests.
  void purgeMemberCachesAtStart();
  return { client, queryClient, fetchImpl, path, route, locale, texts };
}
