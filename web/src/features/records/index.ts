// The member's bet records: its screen is reached through the route table
// (app/routes/route-table.ts, /m/gameRecord); nothing else is public.
export {};
