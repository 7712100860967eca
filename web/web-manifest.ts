// The web app manifest: installable from /m/home as a standalone
// app. The manifest holds one theme colour (the dark theme, the default of
// spec §1); index.html's theme-color metas follow the member's theme.
import type { ManifestOptions } from "vite-plugin-pwa";

const THEME_COLORS = { dark: "#0b1029", light: "#f3f4fa" } as const;

export const webManifest: Partial<ManifestOptions> = {
  id: "/m/home",
  name: "Royal Play",
  short_name: "Royal Play",
  description: "Live casino, slots, sports and lottery on your phone.",
  start_url: "/m/home",
  scope: "/m/",
  display: "standalone",
  orientation: "portrait",
  theme_color: THEME_COLORS.dark,
  background_color: THEME_COLORS.dark,
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};
