import { localKeys, readText, writeText } from "./storage.ts";

export type Theme = "dark" | "light";

/** Spec §1: dark by default, kept locally. index.html applies it before first paint. */
export function storedTheme(): Theme {
  return readText("local", localKeys.theme) === "light" ? "light" : "dark";
}

export function applyTheme(theme: Theme): void {
  writeText("local", localKeys.theme, theme);
  document.documentElement.dataset.theme = theme;
  // The browser's and the installed app's bar follow the theme (web/web-manifest.ts has the dark one).
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", theme === "light" ? "#f3f4fa" : "#0b1029");
}
