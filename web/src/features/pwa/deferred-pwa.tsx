import { useEffect, useState } from "react";
import { linkManifest } from "./manifest-link.ts";
import type { SwUpdateActor } from "./service-worker.ts";
import type { UpdatePrompt as UpdatePromptType } from "./update-prompt.tsx";
import { after, type Cancel } from "../../lib/timing.ts";

type Loaded = { actor: SwUpdateActor; UpdatePrompt: typeof UpdatePromptType };

/**
 * How long after the page's load event the worker is registered. Workbox's advice is "after
 * load"; the app waits a little more so that the worker's precache downloads and its chunk
 * (workbox-window, the update machine) never compete with the first screen's images and calls.
 */
const PWA_START_AFTER_LOAD_MS = 4_000;

/** After the page has loaded, a while, and the browser is idle: registering the worker never competes with first paint. */
function afterLoadAndIdle(run: () => void): () => void {
  let cancelled = false;
  let handle: Cancel | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => !cancelled && run(), { timeout: 3000 });
    else run();
  };
  const idle = () => {
    handle = after(PWA_START_AFTER_LOAD_MS, whenIdle);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", idle);
    handle?.();
  };
}

/**
 * The service worker and its update prompt, in production builds
 * only: registered once the page has loaded and the browser is idle, from a
 * chunk of its own (workbox-window, the update machine); the web app manifest
 * is linked then too.
 */
export function DeferredPwa() {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    return afterLoadAndIdle(() => {
      // The manifest comes with the worker: the page does not link it (manifest-link.ts).
      linkManifest();
      void Promise.all([import("./service-worker.ts"), import("./update-prompt.tsx")]).then(async ([worker, prompt]) => {
        const actor = await worker.startServiceWorker();
        if (actor) setLoaded({ actor, UpdatePrompt: prompt.UpdatePrompt });
      });
    });
  }, []);
  if (!loaded) return null;
  const { UpdatePrompt, actor } = loaded;
  return <UpdatePrompt actor={actor} />;
}
