// The floor of this stack: react + react-dom rendering one element. The bench
// compares the home page's first-paint JS against this, built in the same run.
// The ref marks the commit the way the app marks its first screen (web/src/lib/first-screen-mark.ts).
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")!).render(<h1 ref={() => void performance.mark("app:first-screen")}>floor</h1>);
