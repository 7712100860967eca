// Server HTML (promotion and help content) is sanitised with DOMPurify before
// it reaches the DOM. DOMPurify is loaded only by screens that render HTML.
import { lazy, Suspense } from "react";
import { Spinner } from "../spinner.tsx";

const SanitizedHtml = lazy(() => import("./sanitized-html.tsx"));

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return (
    <Suspense fallback={<Spinner />}>
      <SanitizedHtml html={html} className={className} />
    </Suspense>
  );
}
