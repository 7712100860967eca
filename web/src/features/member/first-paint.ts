// The member feature's light public surface: the balance the home header shows
// in its first frame, without the navigation bar and page templates index.ts
// also exports (issue 17: importing index.ts loads every module it re-exports).
export { Balance } from "./balance.tsx";
