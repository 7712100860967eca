// Registers the service worker and runs spec §9's update flow
// (machines/src/swUpdate.machine.ts) against it through workbox-window. Loaded
// after first paint (./deferred-pwa.tsx): none of it is on home's first load.
import { swUpdateMachine } from "@platform/machines";
import { appBase } from "../../lib/routes.ts";
import type { Workbox } from "workbox-window";
import { createActor } from "xstate";

/** Where vite-plugin-pwa writes the worker; it controls the app's pages (/m/…). */
export const SERVICE_WORKER_URL = "/sw.js";
export const SERVICE_WORKER_SCOPE = appBase;

export function createSwUpdate(workbox: Pick<Workbox, "update" | "messageSkipWaiting" | "addEventListener">, reload: () => void) {
  const actor = createActor(
    swUpdateMachine.provide({
      actions: {
        checkForUpdate: () => void workbox.update().catch(() => undefined),
        skipWaiting: () => workbox.messageSkipWaiting(),
        reload,
      },
    }),
  );
  workbox.addEventListener("waiting", () => actor.send({ type: "update.waiting" }));
  workbox.addEventListener("controlling", () => actor.send({ type: "update.controlling" }));
  return actor;
}

export type SwUpdateActor = ReturnType<typeof createSwUpdate>;

/** Registers the worker; resolves with the update flow, or null where there is no service worker. */
export async function startServiceWorker(): Promise<SwUpdateActor | null> {
  if (!("serviceWorker" in navigator)) return null;
  const { Workbox } = await import("workbox-window");
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
  const actor = createSwUpdate(workbox, () => window.location.reload()).start();
  try {
    await workbox.register();
  } catch {
    // No worker (private mode, blocked): the app runs as before, online only.
    actor.stop();
    return null;
  }
  return actor;
}
