// Icons of the wallet screens (ui/icons.tsx's icon()).
import { icon } from "../../ui/icons.tsx";

export const CardIcon = icon(<><rect x="3" y="5.5" width="18" height="13" rx="2" /><path d="M3 9.5h18M6.5 15h4" /></>);
export const QrIcon = icon(<><rect x="4" y="4" width="6" height="6" rx="1" /><rect x="14" y="4" width="6" height="6" rx="1" /><rect x="4" y="14" width="6" height="6" rx="1" /><path d="M14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2" /></>);
export const CopyIcon = icon(<><rect x="8" y="8" width="12" height="12" rx="2" /><path d="M16 8V5.5A1.5 1.5 0 0014.5 4h-9A1.5 1.5 0 004 5.5v9A1.5 1.5 0 005.5 16H8" /></>);
export const BankIcon = icon(<><path d="M3.5 9L12 4l8.5 5" /><path d="M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3.5 20h17" /></>);
export const ClockIcon = icon(<><circle cx="12" cy="12" r="8.5" /><path d="M12 7.5V12l3 2" /></>);
export const CheckCircleIcon = icon(<><circle cx="12" cy="12" r="8.5" /><path d="M8 12.5l2.7 2.7L16 10" /></>);
