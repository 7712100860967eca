// spec §9: the service worker's update flow. The app asks for a new worker
// once in every 60 s window; when one has installed and waits, the member is
// asked; 200 ms after they accept (or at their next navigation, if they put it
// off) the waiting worker is told to take over, and the page reloads once it
// controls. The worker itself is injected (checkForUpdate, skipWaiting,
// reload): no DOM, no navigator here.
import { setup } from "xstate";
import { SW_ACTIVATE_DELAY_MS, SW_UPDATE_CHECK_MS } from "./timings.ts";

export type SwUpdateEvent =
  /** A new worker has installed and is waiting to take over. */
  | { type: "update.waiting" }
  /** The member accepted the update prompt. */
  | { type: "update.accept" }
  /** The member put the update off: it is applied at the next navigation. */
  | { type: "update.later" }
  /** The member moved to another route. */
  | { type: "navigate" }
  /** The new worker now controls the page. */
  | { type: "update.controlling" };

export const swUpdateMachine = setup({
  types: { events: {} as SwUpdateEvent },
  actions: {
    /** Ask the server whether the worker script changed (registration.update()). */
    checkForUpdate: () => {},
    /** Tell the waiting worker to activate (SKIP_WAITING). */
    skipWaiting: () => {},
    /** Load the page again under the new worker. */
    reload: () => {},
  },
  delays: {
    updateCheck: SW_UPDATE_CHECK_MS,
    activateDelay: SW_ACTIVATE_DELAY_MS,
  },
}).createMachine({
  id: "swUpdate",
  initial: "current",
  states: {
    current: {
      after: { updateCheck: { target: "current", reenter: true, actions: "checkForUpdate" } },
      on: { "update.waiting": "prompting" },
    },
    prompting: {
      tags: ["prompt"],
      on: {
        "update.accept": "accepted",
        "update.later": "deferred",
        navigate: "activating",
      },
    },
    deferred: {
      on: { navigate: "activating", "update.accept": "accepted" },
    },
    accepted: {
      tags: ["prompt", "busy"],
      after: { activateDelay: "activating" },
    },
    activating: {
      tags: ["busy"],
      entry: "skipWaiting",
      on: { "update.controlling": "reloading" },
    },
    reloading: {
      type: "final",
      entry: "reload",
    },
  },
});
