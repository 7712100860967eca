// The wallet feature's public surface: nothing yet. Its screens are reached through the route
// table (app/routes/route-table.ts); everything else is internal. Another feature that needs
// something from here imports it from this file, never from a file inside the folder.
export {};
