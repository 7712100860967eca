// The agent feature's light public surface: the agent area's footer, which the page frame loads apart
// (app/frame/agent-area-footer.tsx) on every page of the area, the member's pages the agent grid opens
// included. Importing index.ts instead loads every module it re-exports (the report tables, the date
// picker, paging) with the footer: each agent page's first load grew by them (the dividend page's passed its budget, 173.4 of 172.4 kB).
export { AgentAreaFooter } from "./components/agent-footer.tsx";
