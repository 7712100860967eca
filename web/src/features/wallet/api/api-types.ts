import type { components } from "@platform/sdk";
type Schemas = components["schemas"];

export type DepositChannel = Schemas["DepositChannel"];
export type DepositBank = DepositChannel["banks"][number];
export type DepositPromotion = Schemas["DepositPromotion"];
export type DepositRequest = Schemas["DepositByLaunchUrlRequest"];
export type DepositQr = Schemas["DepositQr"];
export type DepositLaunch = Schemas["DepositLaunch"];
export type ManualTransferDetails = Schemas["ManualTransferDetails"];
export type WithdrawSettings = Schemas["WithdrawSettings"];
export type WithdrawBank = Schemas["WithdrawBank"];
export type BankCard = Schemas["BankCard"];
export type WithdrawResult = Schemas["WithdrawResult"];
