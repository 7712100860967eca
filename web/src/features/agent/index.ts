// The agent feature's public surface. Its screens are reached through the route table
// (app/routes/route-table.ts); the page frame draws the agent area's footer (issue 44),
// loaded apart from the frame's own code. Another feature that needs something from here
// imports it from this file, never from a file inside the folder.
export { AgentAreaFooter } from "./components/agent-footer.tsx";
