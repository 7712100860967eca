// The member feature's public surface: the balance display and its data (the
// agent centre shows the same balance), the navigation bar, the page templates.
export { Balance } from "./balance.tsx";
export { HistoryLinks } from "./history-links.tsx";
export { memberInfo } from "./api/get-member-info.ts";
export { useLayout } from "./api/use-template.ts";
