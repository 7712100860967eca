// The part of jsdom (a dev dependency, used by the tests and the build's prerender) that prerender-shell.ts uses.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string, options: { url: string });
    readonly window: Window & typeof globalThis;
    reconfigure(settings: { url: string }): void;
  }
}
