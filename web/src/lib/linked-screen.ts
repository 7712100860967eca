// A link whose screen's code the app fetches once the screen holding it has settled
// (app/routes/press-start.ts): a screen's main ways on (the member bar's entries, the
// promotion cards). Spread on the link: `<Link href={…} {...linkedScreen}>`.

/** The attribute app/routes/press-start.ts looks for. */
export const PRELOAD_SCREEN_ATTRIBUTE = "data-preload-screen";

/** The props that mark a link. */
export const linkedScreen = { [PRELOAD_SCREEN_ATTRIBUTE]: "" } as const;
