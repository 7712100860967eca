// The activity-apply feature: /m/activity/apply?id={id}, linked from the promotion detail
// (lib/routes.ts builds the link). Nothing else imports it: the route table finds its screen.
export {};
