import { icon } from "../../../ui/icons.tsx";

export const TeamIcon = icon(<><circle cx="9" cy="8.5" r="3.5" /><path d="M2.5 19.5c.6-3.5 3.2-5.5 6.5-5.5s5.9 2 6.5 5.5" /><circle cx="17" cy="9" r="2.5" /><path d="M16.5 14c2.6.2 4.4 2 5 5" /></>);
export const ChartIcon = icon(<><path d="M4 20V4M4 20h16" /><path d="M8 16v-5M12 16V8M16 16v-3M20 16V6" /></>);
export const ListIcon = icon(<><path d="M9 6h11M9 12h11M9 18h11" /><circle cx="4.5" cy="6" r="1" /><circle cx="4.5" cy="12" r="1" /><circle cx="4.5" cy="18" r="1" /></>);
export const EnvelopeRainIcon = icon(<><rect x="6" y="3.5" width="12" height="17" rx="2" /><path d="M6 8.5c2 2 4 3 6 3s4-1 6-3" /><circle cx="12" cy="12.5" r="1.8" /></>);
export const PnlIcon = icon(<><path d="M3.5 17l5-5 3.5 3.5 8-8" /><path d="M15 7.5h5v5" /></>);
export const DiceIcon = icon(<><rect x="4" y="4" width="16" height="16" rx="3" /><circle cx="9" cy="9" r="1" /><circle cx="15" cy="15" r="1" /><circle cx="15" cy="9" r="1" /><circle cx="9" cy="15" r="1" /></>);
export const PercentIcon = icon(<><path d="M19 5L5 19" /><circle cx="7" cy="7" r="2.5" /><circle cx="17" cy="17" r="2.5" /></>);
export const SecureIcon = icon(<><path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6L12 3z" /><path d="M8.5 12l2.5 2.5 4.5-5" /></>);
export const AddUserIcon = icon(<><circle cx="10" cy="8.5" r="4" /><path d="M3 20.5c.8-4 3.6-6 7-6 1.6 0 3 .4 4.2 1.2" /><path d="M18.5 14v6M15.5 17h6" /></>);
export const CoinsIcon = icon(<><ellipse cx="12" cy="6.5" rx="7" ry="3" /><path d="M5 6.5v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" /><path d="M5 11.5v5c0 1.7 3.1 3 7 3s7-1.3 7-3v-5" /></>);
export const MegaphoneIcon = icon(<><path d="M4 10v4h3l8 5V5L7 10H4z" /><path d="M18 9.5a3.5 3.5 0 010 5" /></>);
