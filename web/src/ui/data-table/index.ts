// The app's one table: every column reachable on a 320 px phone, with a cue that it scrolls.
export { DataTable } from "./data-table.tsx";
export type { Column } from "./data-table.tsx";
