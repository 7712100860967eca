// Loaded into Prism's own process (`node --require <this> prism ...`, see
// prism.ts). Prism is always a child of one of our processes (a command, a
// test's global setup); that process stops Prism on its way out, but one
// killed outright (SIGKILL, a crashed test worker) cannot, and Prism would
// go on holding the port. So Prism ends when its parent is gone: a check of
// the parent's pid twice a second, which keeps nothing else alive.
"use strict";

const parent = process.ppid;
if (parent > 1 && process.platform !== "win32") {
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, 500).unref();
}
