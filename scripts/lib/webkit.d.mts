// Types of webkit.mjs, for the WebKit run's TypeScript (e2e/webkit).
export declare const WEBKIT_DRIVER_PATH: string;
export declare const XVFB_PATH: string;
export declare function miniBrowserPath(): string | null;
export declare function ensureWebKit(): boolean;
