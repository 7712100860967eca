import DOMPurify from "dompurify";
import { useMemo } from "react";
import { checkImage, checkLink } from "../../lib/url-gate.ts";

// Links and images inside server HTML pass the same URL gate as the rest of the
// app (issue 21): a refused address is removed, an allowed external link opens
// in a new tab that cannot reach back to the app.
DOMPurify.addHook("afterSanitizeAttributes", (node) => {
  if (node.hasAttribute("href")) {
    const verdict = checkLink(node.getAttribute("href"));
    if (!verdict.ok) node.removeAttribute("href");
    else if (verdict.kind === "external") {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    }
  }
  if (node.hasAttribute("src") && !checkImage(node.getAttribute("src")).ok) node.removeAttribute("src");
  node.removeAttribute("srcset");
  node.removeAttribute("xlink:href");
});

export default function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
