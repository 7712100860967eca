// The one sanitiser for server HTML: promotions, help, read pages,
// notices, inbox messages and pop-ups all pass through `sanitizeHtml`.
// DOMPurify removes scripts and event handlers; this configuration also
// removes frames, forms and their controls, inline styles (CSS can carry
// `url(javascript:…)` and overlay the app) and every URL that is not
// http(s), a same-origin path or a fragment (`javascript:`, `data:`,
// `vbscript:`…). Links and images then pass the app's URL gate
// (lib/url-gate.ts): a refused address is removed, an allowed external link
// opens in a new tab that cannot reach back to the app. Images load lazily.
import DOMPurify from "dompurify";
import { checkImage, checkLink } from "../../lib/url-gate.ts";

/** Elements removed with their content. */
const FORBIDDEN_TAGS = [
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "form",
  "input",
  "button",
  "select",
  "option",
  "textarea",
  "link",
  "meta",
  "base",
] as const;

/** Attributes removed everywhere (event handlers are DOMPurify's own). */
const FORBIDDEN_ATTRIBUTES = ["style", "srcset", "action", "formaction", "xlink:href"] as const;

/** http(s) addresses, same-origin paths (not `//host`) and fragments; nothing else. */
const ALLOWED_URI = /^(?:https?:\/\/|\/(?![/\\])|#)/i;

let hooked = false;

function installHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    // DOMPurify lets `data:` through in media `src`; no server image needs it.
    if (/^\s*data:/i.test(node.getAttribute("src") ?? "")) node.removeAttribute("src");
    if (node.hasAttribute("src") && !checkImage(node.getAttribute("src")).ok) node.removeAttribute("src");
    if (node.tagName === "IMG") {
      node.setAttribute("loading", "lazy");
      node.setAttribute("decoding", "async");
    }
    if (node.hasAttribute("href")) {
      const verdict = checkLink(node.getAttribute("href"));
      if (!verdict.ok) node.removeAttribute("href");
      else if (verdict.kind === "external") {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
        return;
      }
    }
    node.removeAttribute("target");
  });
}

/** Server HTML made inert: safe to put in the DOM as is. */
export function sanitizeHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [...FORBIDDEN_TAGS],
    FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
    ALLOWED_URI_REGEXP: ALLOWED_URI,
  });
}
