import { afterEach, describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { APP_READY_ATTRIBUTE, PRERENDER_ROLE_ATTRIBUTE, prerenderStart, useAppReady } from "./app-shell.ts";

function rootWith(kind: string | null, path: string, lang: string, { html = '<div class="app-frame">frame</div>', role }: { html?: string; role?: "member" } = {}): HTMLElement {
  const root = document.createElement("div");
  root.id = "root";
  if (kind) root.setAttribute("data-prerender", kind);
  root.setAttribute("data-path", path);
  root.setAttribute("data-lang", lang);
  if (role) root.setAttribute(PRERENDER_ROLE_ATTRIBUTE, role);
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const visitorAtHome = { path: "/m/home", locale: "en", member: false };

describe("starting from the prerendered page", () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute(APP_READY_ATTRIBUTE);
  });

  it("hydrates a page drawn at this path, in this language, for this role: home, a route, a member's frame", () => {
    expect(prerenderStart(rootWith("home", "/m/home", "en"), visitorAtHome)).toBe("hydrate");
    expect(prerenderStart(rootWith("route", "/m/gameList", "cn"), { ...visitorAtHome, path: "/m/gameList", locale: "cn" })).toBe("hydrate");
    expect(prerenderStart(rootWith("route", "/m/member/home", "ms", { role: "member" }), { path: "/m/member/home", locale: "ms", member: true })).toBe("hydrate");
  });

  it("renders over the frame for a member on a visitor's page, a visitor on a member's, another language or an alias of home", () => {
    expect(prerenderStart(rootWith("home", "/m/home", "en"), { ...visitorAtHome, member: true })).toBe("render");
    expect(prerenderStart(rootWith("route", "/m/member/home", "en", { role: "member" }), { ...visitorAtHome, path: "/m/member/home" })).toBe("render");
    expect(prerenderStart(rootWith("home", "/m/home", "cn"), visitorAtHome)).toBe("render");
    expect(prerenderStart(rootWith("home", "/m/home", "en"), { ...visitorAtHome, path: "/m" })).toBe("render");
  });

  it("does nothing when nothing is prerendered (the dev server, PRERENDER=0, a frame the page's script dropped)", () => {
    expect(prerenderStart(rootWith(null, "/m/home", "en"), visitorAtHome)).toBe("none");
    expect(prerenderStart(rootWith("home", "/m/home", "en", { html: "" }), visitorAtHome)).toBe("none");
  });

  it("marks the page ready at the first screen's commit", () => {
    function Screen() {
      useAppReady();
      return null;
    }
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(false);
    render(<Screen />);
    expect(document.documentElement.hasAttribute(APP_READY_ATTRIBUTE)).toBe(true);
  });
});
