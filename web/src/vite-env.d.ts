/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_MERCHANT_CODE?: string;
  readonly VITE_API_BASE?: string;
  /** "1" in mock mode, "0" in a build for a real backend (defined by vite.config.ts). */
  readonly VITE_MOCK_MODE: "1" | "0";
  /** The sandbox backend's admin address, on the dev server in mock mode only ("" otherwise; defined by vite.config.ts). */
  readonly VITE_SANDBOX_ADMIN: string;
  readonly VITE_PH_SITE_URL?: string;
  readonly VITE_PROFILE_SETTINGS_URL?: string;
  /** "1" lets server links and images use http: (lib/url-gate.ts); anything else allows https: only. */
  readonly VITE_ALLOW_HTTP_LINKS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
