import { isPlatformError } from "@platform/sdk";
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts";
import { errorText } from "../../../lib/error-text.ts";

/** What the machines' actors reject with (machines/src/serviceError.ts reads these fields). */
export interface ActorFailure {
  readonly message: string;
  readonly errorCode?: string;
  readonly captcha?: true;
}

/**
 * Turns any failure of an SDK call into the machines' failure shape: the
 * server's own text when it sent one, else a translated text for the kind
 * (network, timeout, 5xx, malformed each have theirs), plus the errorCode and
 * the captcha flag the flows branch on.
 */
export function toActorFailure(LL: TranslationFunctions, error: unknown): ActorFailure {
  const message = errorText(LL, error);
  if (!isPlatformError(error)) return { message };
  return {
    message,
    ...(error.errorCode === undefined ? {} : { errorCode: error.errorCode }),
    ...(error.captchaRequired ? { captcha: true as const } : {}),
  };
}

/** Runs an SDK call for an actor, rejecting with the machines' failure shape. */
export async function asActorCall<T>(LL: TranslationFunctions, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toActorFailure(LL, error);
  }
}
