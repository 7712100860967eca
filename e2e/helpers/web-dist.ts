// The production build the browser tests run on: `vite preview --outDir` of
// web/<WEB_DIST>. Another folder (E2E_WEB_DIST) lets a run keep its own build
// while someone rebuilds web/dist in the same checkout.
export const WEB_DIST = process.env.E2E_WEB_DIST ?? "dist";

/** A file of that build, e.g. its service worker `sw.js`. */
export const webDistFile = (name: string): URL => new URL(`../../web/${WEB_DIST}/${name}`, import.meta.url);
