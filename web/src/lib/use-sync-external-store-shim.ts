// Stands in for the `use-sync-external-store/shim` package (vite.config.ts
// alias): wouter imports it for React < 18; React 19 has the hook built in.
export { useSyncExternalStore } from "react";
