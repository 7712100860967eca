// The member's bet records (issue 44): its screen is reached through the route table
// (app/routes/route-table.ts, /m/gameRecord); nothing else is public.
export {};
