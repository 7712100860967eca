// Which deposit methods the app offers and the call each takes: the
// member centre's reading of GET MCSFE_getDepositPaymentChannels. Kept apart
// from deposit-rules.ts: the start-up query of /m/voucherCenter maps its
// answer with it (first-paint.ts), so it comes with the entry.
import type { DepositChannel, DepositMethod } from "./api/api-types.ts";

/** The deposit calls the app makes: a payment page, a QR code, or the account to transfer to. */
export type DepositCall = "launch" | "qr" | "transfer";

/** A method's call by its relay (`mcsDepositEndpoint`; the member centre's apiList). */
const CALL_OF_ENDPOINT: Readonly<Record<string, DepositCall>> = {
  MCSFE_depositByLaunchUrl: "launch",
  MCSFE_depositByQRImageUrl: "qr",
  MCSFE_manualTransferByAccountName: "transfer",
};

/**
 * Without `mcsDepositEndpoint`, the call by the method's code, as the member centre's deposit map has it
 * (MC ii9W `deposit.translate…`: the QR-image codes, the launch-URL codes and MT2 by account name). A method of
 * another kind (crypto, C2C, other manual transfers) is not offered.
 */
const QR_CODES = new Set(["ALIPAY", "MAQR", "QQ", "WECHAT", "MWQR", "JD", "UNQR", "QPQR", "MUQR"]);
const LAUNCH_CODES = new Set(["ALIWAP", "QQWAP", "PG", "WCWAP", "UN", "UNWAP", "WRS", "PGMT", "PGMT3", "BKASH", "NAGAD", "ROCKET"]);

export function depositCallOf(method: DepositMethod): DepositCall | undefined {
  if (method.mcsDepositEndpoint) return CALL_OF_ENDPOINT[method.mcsDepositEndpoint];
  if (method.code === "MT2") return "transfer";
  if (QR_CODES.has(method.code)) return "qr";
  return LAUNCH_CODES.has(method.code) ? "launch" : undefined;
}

/** A method the app offers: its code, label, call and channels (a crypto channel left out). */
export interface DepositOption {
  code: string;
  label: string;
  icon: string | null;
  recommended: boolean;
  call: DepositCall;
  channels: DepositChannel[];
}

const isCrypto = (channel: DepositChannel) => channel.bankListType === "VIRTUAL";

/**
 * The methods the member may use, in the server's order (`displaySeqNo.fiatSeq`, then as sent): those with a
 * fiat channel and a call the app makes. A method's label is its `message`, else its code.
 */
export function depositOptions(methods: Readonly<Record<string, DepositMethod>>): DepositOption[] {
  return Object.entries(methods)
    .map(([key, method], index) => ({ key, method, index, call: depositCallOf({ ...method, code: method.code || key }) }))
    .filter(({ method, call }) => call !== undefined && method.paymentMethodBankGroup !== "VIRTUAL" && method.channels.some((channel) => !isCrypto(channel)))
    .sort((a, b) => (a.method.displaySeqNo?.fiatSeq ?? Number.MAX_SAFE_INTEGER) - (b.method.displaySeqNo?.fiatSeq ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ key, method, call }) => ({
      code: method.code || key,
      label: method.message || method.code || key,
      icon: method.icon ?? null,
      recommended: method.recommendation === "Y",
      call: call!,
      channels: method.channels.filter((channel) => !isCrypto(channel)),
    }));
}
