// Server HTML (promotions, help, read pages, notices, inbox) is sanitised by
// the one sanitiser (sanitize.ts) before it reaches the DOM. DOMPurify is
// loaded only by screens that render HTML.
import { Suspense } from "react";
import { Spinner } from "../spinner.tsx";
import "./safe-html.css";
import { lazyPart } from "../../lib/lazy-part.ts";

const SanitizedHtml = lazyPart(() => import("./sanitized-html.tsx"));

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <Suspense fallback={<Spinner />}>
      <SanitizedHtml html={html} className={className ? `server-html ${className}` : "server-html"} />
    </Suspense>
  );
}
