// A first visit with the network down. Nothing is cached and every call
// fails from the start; the app must still draw its frame (header, footer), say why the
// content is missing and offer Try again, and keep them while the status is asked again.
// The production build hid this behind its prerendered frame; `npm start` has none, and its
// splash came back with every new try of the status check (a refetch of a query that has no
// data resets it to "pending"), so the app was unmounted again and again: a spinner only.
import { act, screen, waitFor } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { systemStatusKey } from "../shared/system/index.ts";
import type { Handlers } from "../testing/fake-api.ts";
import { renderApp, startupHandlers } from "../testing/test-utils.tsx";
import { homeScreenHandlers } from "../features/home/testing/home-handlers.ts";
import { LOAD_HOME_CHUNKS_TIMEOUT_MS, loadHomeChunks } from "../features/home/testing/load-home-chunks.ts";

beforeAll(loadHomeChunks, LOAD_HOME_CHUNKS_TIMEOUT_MS);

const offline = () => Promise.reject(new TypeError("Failed to fetch"));

describe("a first visit with the network down", () => {
  it("shows the frame and Try again, and keeps them while the status is asked again", async () => {
    // Every call fails at once; later the status call hangs, as on a network that does not answer.
    let statusHangs = false;
    const everyCallFails: Handlers = Object.fromEntries(Object.keys({ ...startupHandlers, ...homeScreenHandlers }).map((route) => [route, offline]));
    const { api, queryClient } = renderApp({
      route: "/m/home",
      strict: true,
      api: { ...everyCallFails, "GET /wps/v2/system/status": () => (statusHangs ? new Promise<Response>(() => undefined) : offline()) },
    });

    expect(await screen.findByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    const tryAgain = await screen.findByRole("button", { name: "Try again" });
    expect(tryAgain.closest("[role=alert]")).toHaveTextContent("The network is slow or offline, please try again");

    // The status asked again (a part that mounts, the window's focus, the network coming back)
    // must not take the app away while that try is under way.
    statusHangs = true;
    const asked = api.calls("GET /wps/v2/system/status").length;
    act(() => void queryClient.refetchQueries({ queryKey: systemStatusKey }));
    await waitFor(() => expect(api.calls("GET /wps/v2/system/status").length).toBeGreaterThan(asked));
    expect(queryClient.getQueryState(systemStatusKey)?.status).toBe("pending");
    expect(screen.getByRole("navigation", { name: "Main menu" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
