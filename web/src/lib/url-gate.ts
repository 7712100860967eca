// "One URL gate": every URL the server supplies (customer service,
// chat, game launch, banners, pop-ups, download links, images, links inside
// server HTML) is judged here before the app opens, assigns, links to or
// loads it. Only https: (http: when the build allows it, config.ts) and
// in-app /m/… paths pass. The WHATWG URL parser decides, as the browser
// would: it strips the leading control characters and spaces and the tabs
// and newlines a raw-string check misses, and lower-cases the scheme, so
// "\tJaVa\nScRiPt:" is seen as the javascript: URL it is.
import { allowHttpLinks, mockMode } from "../config.ts";
import { appBase } from "./routes.ts";

type UrlRefusal =
  /** Not a string, or only spaces. */
  | "empty"
  /** A scheme other than https: (or http: where allowed): javascript:, data:, vbscript:, blob:, file:, mailto:… */
  | "scheme"
  /** A relative address that leaves this origin: //evil, /\evil, \/\/evil. */
  | "otherOrigin"
  /** A path on this origin outside the app (/m/…). */
  | "outsideApp"
  /** user:password@ in the address (https://bank.example@evil.example). */
  | "credentials";

export type UrlVerdict =
  | { ok: true; kind: "app" | "external"; href: string }
  | { ok: false; reason: UrlRefusal; scheme: string };

export interface GateOptions {
  /** The page's origin; relative addresses resolve against it. */
  origin?: string;
  allowHttp?: boolean;
}

/**
 * In-app paths. A mock-mode build also opens the mock's stand-in pages (game, chat and deposit
 * launches under /mock-assets/launch/, served by the dev and preview servers); a build for a
 * real backend (VITE_MOCK_MODE=0) has no such folder and passes /m/ only.
 */
const APP_PREFIXES: readonly string[] = mockMode ? [appBase, "/mock-assets/"] : [appBase];
/** Raster images the app itself builds from base64 (the captcha); never SVG, never a page. */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

function pageOrigin(options: GateOptions): string {
  return options.origin ?? window.location.origin;
}

/** The URL as the browser would read it standing alone, or null when it only makes sense relative to the page. */
function absolute(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function refuse(reason: UrlRefusal, scheme = ""): UrlVerdict {
  return { ok: false, reason, scheme };
}

function judgeAbsolute(url: URL, allowHttp: boolean): UrlVerdict {
  const webScheme = url.protocol === "https:" || (allowHttp && url.protocol === "http:");
  if (!webScheme) return refuse("scheme", url.protocol);
  if (url.username !== "" || url.password !== "") return refuse("credentials", url.protocol);
  return { ok: true, kind: "external", href: url.href };
}

/** Judges a URL the app would open, assign or link to: https (or allowed http) addresses and in-app /m/… paths. */
export function checkLink(raw: unknown, options: GateOptions = {}): UrlVerdict {
  if (typeof raw !== "string" || raw.trim() === "") return refuse("empty");
  const allowHttp = options.allowHttp ?? allowHttpLinks;
  const standalone = absolute(raw);
  if (standalone) return judgeAbsolute(standalone, allowHttp);
  const origin = pageOrigin(options);
  let resolved: URL;
  try {
    resolved = new URL(raw, origin);
  } catch {
    return refuse("outsideApp");
  }
  if (resolved.origin !== origin) return refuse("otherOrigin", resolved.protocol);
  if (!APP_PREFIXES.some((prefix) => resolved.pathname.startsWith(prefix))) return refuse("outsideApp", resolved.protocol);
  return { ok: true, kind: "app", href: `${resolved.pathname}${resolved.search}${resolved.hash}` };
}

/** Judges an image address: https (or allowed http), a path on this origin, or a base64 raster data: image. */
export function checkImage(raw: unknown, options: GateOptions = {}): UrlVerdict {
  if (typeof raw !== "string" || raw.trim() === "") return refuse("empty");
  const trimmed = raw.trim();
  if (DATA_IMAGE.test(trimmed)) return { ok: true, kind: "external", href: trimmed };
  const standalone = absolute(raw);
  if (standalone) return judgeAbsolute(standalone, options.allowHttp ?? allowHttpLinks);
  // Relative images come from this origin's own root (mock assets, the app's files), never from a page-relative guess.
  if (!trimmed.startsWith("/")) return refuse("outsideApp");
  const origin = pageOrigin(options);
  try {
    const resolved = new URL(raw, origin);
    if (resolved.origin !== origin) return refuse("otherOrigin", resolved.protocol);
    return { ok: true, kind: "app", href: `${resolved.pathname}${resolved.search}` };
  } catch {
    return refuse("outsideApp");
  }
}

/** The address to put in an <img src>, or undefined when the gate refuses it (the image shows its placeholder). */
export function safeImageSrc(raw: unknown, options?: GateOptions): string | undefined {
  const verdict = checkImage(raw, options);
  if (verdict.ok) return verdict.href;
  if (verdict.reason !== "empty") reportRefusal(verdict, { silent: true });
  return undefined;
}

// Refusals are reported, never navigated: the app shows the member a message
// (app/unsafe-url-toasts.tsx) and the console keeps the reason. The URL itself
// is not logged: a server address can carry a token.
export interface UrlRefusalReport {
  reason: UrlRefusal;
  scheme: string;
  /** Images fail quietly to their placeholder; a tapped link or a launch tells the member. */
  silent: boolean;
}

type Listener = (report: UrlRefusalReport) => void;
const listeners = new Set<Listener>();

export function onUrlRefused(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportRefusal(verdict: Extract<UrlVerdict, { ok: false }>, { silent = false }: { silent?: boolean } = {}): void {
  const report = { reason: verdict.reason, scheme: verdict.scheme, silent };
  console.warn(`url gate: refused a ${verdict.reason} address${verdict.scheme ? ` (${verdict.scheme})` : ""}`);
  for (const listener of listeners) listener(report);
}
