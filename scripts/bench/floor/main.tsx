// The floor of this stack: react + react-dom rendering one element. The bench
// compares the home page's first-paint JS against this, built in the same run.
import { createRoot } from "react-dom/client";

createRoot(document.getElementById("root")!).render(<h1>floor</h1>);
