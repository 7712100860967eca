import type { components } from "@platform/sdk";
type Schemas = components["schemas"];

type WalletBalance = Schemas["WalletBalance"];
/** GET /wps/v2/wallets/balance with `balance` always a list (the server may send one wallet as an object). */
export type WalletBalances = Omit<Schemas["WalletBalances"], "balance"> & { balance: WalletBalance[] };
export type WithdrawSettings = Schemas["WithdrawSettings"];
export type WithdrawAccountInfo = Schemas["WithdrawAccountInfo"];
export type WithdrawCard = Schemas["WithdrawCard"];
export type DepositMethod = Schemas["DepositMethod"];
export type DepositChannel = Schemas["DepositChannel"];
export type DepositBank = Schemas["DepositBank"];
export type DepositSettings = Schemas["DepositSettings"];
export type DepositPromotion = Schemas["DepositPromotion"];
export type DepositRequest = Schemas["DepositByLaunchUrlRequest"];
export type DepositQr = Schemas["DepositQr"];
export type DepositLaunch = Schemas["DepositLaunch"];
export type ManualTransferDetails = Schemas["ManualTransferDetails"];
export type WithdrawBank = Schemas["WithdrawBank"];
export type BankCard = Schemas["BankCard"];
export type WithdrawResult = Schemas["WithdrawResult"];
