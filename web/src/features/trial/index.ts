// The trial feature's public surface: starting test play from another screen (login).
export { useStartTrial } from "./use-start-trial.ts";
