import { afterEach, describe, expect, it } from "vitest";
import { liftIntoOverlay, prerenderStart, removeAppShell } from "./app-shell.ts";

function rootWith(kind: string | null, lang: string, html = '<div class="app-frame">frame</div>'): HTMLElement {
  const root = document.createElement("div");
  root.id = "root";
  if (kind) root.setAttribute("data-prerender", kind);
  root.setAttribute("data-lang", lang);
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

const visitorAtHome = { path: "/m/home", locale: "en", member: false, homePath: "/m/home" };

describe("starting from the prerendered frame (issue 17)", () => {
  afterEach(() => document.body.replaceChildren());

  it("hydrates home for a visitor in the frame's language", () => {
    expect(prerenderStart(rootWith("home", "en"), visitorAtHome)).toBe("hydrate");
  });

  it("lays the frame over the app for a member, another language, an alias of home or a route's frame", () => {
    expect(prerenderStart(rootWith("home", "en"), { ...visitorAtHome, member: true })).toBe("overlay");
    expect(prerenderStart(rootWith("home", "cn"), visitorAtHome)).toBe("overlay");
    expect(prerenderStart(rootWith("home", "en"), { ...visitorAtHome, path: "/m" })).toBe("overlay");
    expect(prerenderStart(rootWith("route", "en"), { ...visitorAtHome, path: "/m/login" })).toBe("overlay");
  });

  it("does nothing when nothing is prerendered (the dev server, PRERENDER=0, a frame the page's script dropped)", () => {
    expect(prerenderStart(rootWith(null, "en"), visitorAtHome)).toBe("none");
    expect(prerenderStart(rootWith("home", "en", ""), visitorAtHome)).toBe("none");
  });

  it("lifts the frame out of #root into the overlay, which removeAppShell takes away", () => {
    const root = rootWith("route", "en");
    liftIntoOverlay(root);
    expect(root.childNodes).toHaveLength(0);
    expect(root.hasAttribute("data-prerender")).toBe(false);
    const shell = document.getElementById("app-shell");
    expect(shell?.textContent).toBe("frame");
    expect(shell?.nextElementSibling).toBe(root);
    removeAppShell();
    expect(document.getElementById("app-shell")).toBeNull();
  });
});
