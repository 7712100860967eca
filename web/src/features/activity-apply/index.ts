// The activity-apply feature: /m/activity/apply?id={id}, linked from the promotion detail.
export { promotionIdOf } from "./promotion-id.ts";
