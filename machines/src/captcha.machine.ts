/**
 * Captcha image: hidden at first (spec §4), shown once a parent sends
 * `captcha.show` (a failed login or registration asked for it), refreshed on
 * `captcha.refresh` (a click, a login-method switch, the registration dialog
 * opening). A refresh while hidden does nothing.
 *
 * The app provides:
 * - actor `fetchCaptcha`: () => Promise<string>, the base64 image of GET /wps/captcha.
 *
 * A view reads `context.image` and `context.error`, and matches tags
 * `visible` (show the field) and `loading`.
 */
import { assign, fromPromise, setup } from "xstate";
import { readFailure, type Failure } from "./failure.ts";

export interface CaptchaContext {
  /** Base64 image of the last captcha fetched; kept while a new one loads. */
  readonly image: string | undefined;
  readonly error: Failure | undefined;
}

export type CaptchaEvent = { type: "captcha.show" } | { type: "captcha.refresh" } | { type: "captcha.hide" };

export const captchaMachine = setup({
  types: {
    context: {} as CaptchaContext,
    events: {} as CaptchaEvent,
    tags: {} as "visible" | "loading",
  },
  actors: {
    fetchCaptcha: fromPromise<string>(async () => {
      throw new Error("captchaMachine: provide the 'fetchCaptcha' actor");
    }),
  },
  actions: {
    keepImage: assign({ image: (_, image: string) => image, error: undefined }),
  },
}).createMachine({
  id: "captcha",
  initial: "hidden",
  context: { image: undefined, error: undefined },
  on: { "captcha.hide": ".hidden" },
  states: {
    hidden: {
      on: { "captcha.show": "loading" },
    },
    loading: {
      tags: ["visible", "loading"],
      invoke: {
        id: "fetchCaptcha",
        src: "fetchCaptcha",
        onDone: { target: "shown", actions: { type: "keepImage", params: ({ event }) => event.output } },
        onError: { target: "failed", actions: assign({ error: ({ event }) => readFailure(event.error) }) },
      },
    },
    shown: {
      tags: ["visible"],
      on: { "captcha.refresh": "loading", "captcha.show": "loading" },
    },
    failed: {
      tags: ["visible"],
      on: { "captcha.refresh": "loading", "captcha.show": "loading" },
    },
  },
});
