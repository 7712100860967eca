import type { ReactNode } from "react";
import { Skeleton } from "../../ui/data-state/index.ts";
import { frameFor } from "./frame-rules.ts";
import { PageFrame } from "./page-frame.tsx";

/**
 * Issue 17: the frame a route's page shows before its JavaScript runs,
 * prerendered at build time (src/prerender.tsx) into the route's own page:
 * the route's header and footer (frame rules), its title, and a skeleton
 * where the screen will draw. A route without the general header (login,
 * register, the home-header routes) shows its title above the skeleton.
 * A route whose screen has a first picture of its own (the account screens)
 * shows that instead (`body`). The app replaces it on its first screen
 * (lib/app-shell.ts).
 */
export function RouteFrame({ path, title, body }: { path: string; title: string; body?: ReactNode }) {
  const layout = frameFor(path);
  return (
    <PageFrame path={path} title={title}>
      {body ?? (
        <div className="route-frame">
          {layout.header === "general" ? null : <h1 className="route-frame__title">{title}</h1>}
          <Skeleton shape="rows" count={5} />
        </div>
      )}
    </PageFrame>
  );
}
