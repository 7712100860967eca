export { MoneyCallNotice, type MoneyWhat } from "./money-call-notice.tsx";
