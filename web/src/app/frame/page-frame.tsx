import { useEffect, type ReactNode } from "react";
import { Footer } from "./footer.tsx";
import { frameFor } from "./frame-rules.ts";
import { Header } from "./header.tsx";
import { HomeHeader } from "./home-header.tsx";
import "./frame.css";

/** Spec §2 "Page frame": header (general or home), the page with a 300 ms fade, footer. */
export function PageFrame({ path, title, children }: { path: string; title: string; children: ReactNode }) {
  const layout = frameFor(path);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  return (
    <div className={`app-frame${layout.header === "none" ? "" : " app-frame--header"}${layout.footer ? " app-frame--footer" : ""}`}>
      {layout.header === "general" ? <Header layout={layout} title={title} /> : null}
      {layout.header === "home" ? <HomeHeader /> : null}
      <main key={path} className="app-page">
        {children}
      </main>
      {layout.footer ? <Footer /> : null}
    </div>
  );
}
