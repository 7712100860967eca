import { useEffect, useState, type ReactNode } from "react";
import { useSearch } from "wouter";
import { useHydrating } from "../../lib/hydration.ts";
import { AgentAreaFooterSlot } from "./agent-area-footer.tsx";
import { Footer } from "./footer.tsx";
import { frameFor } from "./frame-rules.ts";
import { Header } from "./header.tsx";
import { HomeHeader } from "./home-header.tsx";
import "./frame.css";

/**
 * Spec §2 "Page frame": header (general or home), the page with a 300 ms fade, footer.
 * The page the app starts on does not fade: its prerendered frame is already on
 * screen, and a page held at opacity 0 is no first contentful paint.
 * Every page navigated to after it fades in. The footer is the footer menu, or
 * on a page of the agent area the agent footer, which a prerendered
 * frame leaves out (its code and texts load with the app).
 */
export function PageFrame({ path, title, children }: { path: string; title: string; children: ReactNode }) {
  const layout = frameFor(path, useSearch());
  const hydrating = useHydrating();
  const [startPath] = useState(path);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && path !== startPath) setNavigated(true);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  return (
    <div className={`app-frame${layout.header === "none" ? "" : " app-frame--header"}${layout.footer || layout.agentFooter ? " app-frame--footer" : ""}`}>
      {layout.header === "general" ? <Header layout={layout} title={title} /> : null}
      {layout.header === "home" ? <HomeHeader /> : null}
      <main key={path} className={navigated ? "app-page app-page--enter" : "app-page"}>
        {children}
      </main>
      {layout.footer ? <Footer /> : null}
      {layout.agentFooter && !hydrating ? <AgentAreaFooterSlot /> : null}
    </div>
  );
}
