import { formatMoney } from "../../lib/money.ts";

/** The money text a rule's message carries (the app's one money format, spec §1). */
export const moneyFormat = (symbol: string | undefined) => (amount: number) => formatMoney(amount, symbol);
