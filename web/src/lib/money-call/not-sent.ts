// A money call that failed before its request left the device (offline at the
// tap, the encryption chunk not loaded) was not sent: it is a plain failure
// the member may retry, never an unconfirmed intent.

/** The failure of a request that never left: the SDK's network kind, marked notSent. */
interface NotSent {
  readonly kind: "network";
  readonly notSent: true;
  readonly captchaRequired: false;
  readonly cause?: unknown;
}

function notSent(cause?: unknown): NotSent {
  return { kind: "network", notSent: true, captchaRequired: false, cause };
}

/** Runs what must happen before the request leaves; its failure is `notSent`. */
export async function beforeSending<T>(step: () => Promise<T> | T): Promise<T> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) throw notSent();
  try {
    return await step();
  } catch (error) {
    throw notSent(error);
  }
}
