// What one careless or hostile client may cost the sandbox: it is
// the QA backend and the base of the browser tests, so one client must not
// stall or fill it. Every limit is a sandbox option (startSandbox({ limits })).

export interface RateLimit {
  /** Calls allowed per client address within one window. */
  max: number;
  windowMs: number;
}

export interface SandboxLimits {
  /** The largest JSON, form or text body, in bytes (1 MB). */
  bodyBytes: number;
  /** The largest multipart body: 3 images of 5 MB (spec §5) and the form's fields. */
  multipartBytes: number;
  /**
   * The most bytes of a body over its limit read and thrown away so the 413 keeps the connection;
   * a longer body is answered unread, with `Connection: close`.
   */
  drainBytes: number;
  /** The most parts of one multipart body (the promotion application has its fields and 3 images). */
  multipartParts: number;
  /** Trial accounts created per client address (createTrialUser, loginFreePlay). */
  trials: RateLimit;
  /** Login attempts per client address (by password, SMS or a Firebase sign-in), failed ones included. */
  logins: RateLimit;
}

const MB = 1024 * 1024;

/**
 * Generous enough for the test suites, which create trials and log in from
 * 127.0.0.1 many times (e2e/sandbox, e2e/webkit, tests/sandbox-*): none
 * comes near 30 trials or 60 logins in a minute, and POST /__sandbox/reset
 * clears the counts. 2,000 trial accounts in a second are refused after 30.
 */
export const DEFAULT_LIMITS: SandboxLimits = {
  bodyBytes: 1 * MB,
  multipartBytes: 3 * 5 * MB + 1 * MB,
  drainBytes: 64 * MB,
  multipartParts: 20,
  trials: { max: 30, windowMs: 60_000 },
  logins: { max: 60, windowMs: 60_000 },
};

export function sandboxLimits(overrides: Partial<SandboxLimits> = {}): SandboxLimits {
  return { ...DEFAULT_LIMITS, ...overrides };
}

/** The operations each rate limit counts. */
export const RATE_LIMITED: Readonly<Record<string, "trials" | "logins">> = {
  createTrialUser: "trials",
  loginFreePlay: "trials",
  login: "logins",
};

/** A fixed-window count per client address; `now` is the sandbox's clock, so a test moves time instead of waiting. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number,
  ) {}

  /** Counts one call of `client`; undefined when allowed, else the milliseconds until the window ends. */
  take(client: string): number | undefined {
    const now = this.now();
    let window = this.windows.get(client);
    if (!window || now - window.start >= this.limit.windowMs) {
      // Forget ended windows now and then, so a stream of new addresses does not grow the map for ever.
      if (this.windows.size > 10_000) for (const [key, w] of this.windows) if (now - w.start >= this.limit.windowMs) this.windows.delete(key);
      window = { start: now, count: 0 };
      this.windows.set(client, window);
    }
    if (window.count >= this.limit.max) return window.start + this.limit.windowMs - now;
    window.count += 1;
    return undefined;
  }

  clear(): void {
    this.windows.clear();
  }
}

/**
 * How many parts a multipart body has, counted up to `max + 1` without
 * parsing it (one linear search for the boundary), so a body of 16,000 parts
 * is refused before any parser sees it. Undefined when the content type names
 * no boundary.
 */
export function multipartPartCount(contentType: string, body: Uint8Array, max: number): number | undefined {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const name = boundary?.[1] ?? boundary?.[2];
  if (!name) return undefined;
  const delimiter = Buffer.from(`--${name}`, "latin1");
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  let count = 0;
  for (let at = bytes.indexOf(delimiter); at !== -1 && count <= max; at = bytes.indexOf(delimiter, at + delimiter.length)) {
    // The closing delimiter (`--boundary--`) opens no part.
    if (bytes[at + delimiter.length] !== 0x2d || bytes[at + delimiter.length + 1] !== 0x2d) count += 1;
  }
  return count;
}
