import type { ReactNode } from "react";
import { CountryChooser } from "../features/country-chooser/index.ts";
import { SystemGate } from "../features/system/system-gate.tsx";
import { AppRouter } from "./routes/app-router.tsx";

/** The app inside its providers. `devtools` (the mock-scenario panel) stays visible on the status pages too. */
export function App({ devtools }: { devtools?: ReactNode }) {
  return (
    <>
      <SystemGate>
        <AppRouter />
        <CountryChooser />
      </SystemGate>
      {devtools}
    </>
  );
}
