export { MoneyCallNotice, type MoneyWhat } from "./money-call-notice.tsx";
export { LockedFields } from "./locked-fields.tsx";
