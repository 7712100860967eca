// The home feature's light public surface: what the app frame and start-up take
// (the header's download button, whose dialog loads when it opens, and home's
// first data asked for at start-up), without the banners index.ts exports.
export { DownloadButton } from "./download/download-button.tsx";
export { preloadHome } from "./preload-home.ts";
