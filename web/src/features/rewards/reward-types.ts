import type { components } from "@platform/sdk";

export type ClaimableReward = components["schemas"]["ClaimableReward"];
export type ClaimTicket = components["schemas"]["ClaimTicket"];
export type ActivityStatus = components["schemas"]["ActivityStatus"];
export type SignInConfig = components["schemas"]["SignInConfig"];
export type SignInDay = components["schemas"]["SignInDay"];
export type SignInConfigHistory = components["schemas"]["SignInConfigHistory"];
export type SignInClaimValue = components["schemas"]["SignInClaimValue"];
export type ReferralDetails = components["schemas"]["ReferralDetails"];
export type PointReward = components["schemas"]["PointReward"];
export type PointConfig = components["schemas"]["PointConfig"];
export type PointRedemption = components["schemas"]["PointRedemption"];
export type PointRewardCategory = components["schemas"]["PointRewardCategory"];
