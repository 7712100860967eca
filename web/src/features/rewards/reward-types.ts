import type { components } from "@platform/sdk";

export type ClaimableReward = components["schemas"]["ClaimableReward"];
export type ActivityStatus = components["schemas"]["ActivityStatus"];
export type RewardType = ClaimableReward["promotionType"];
export type SignInPromotion = components["schemas"]["SignInPromotion"];
export type SignInDay = components["schemas"]["SignInDay"];
export type SignInClaimResult = components["schemas"]["SignInClaimResult"];
export type AffiliateUrl = components["schemas"]["AffiliateUrl"];
export type PointReward = components["schemas"]["PointReward"];
export type PointConfig = components["schemas"]["PointConfig"];
export type PointRedemption = components["schemas"]["PointRedemption"];
export type PointRewardCategory = components["schemas"]["PointRewardCategory"];
