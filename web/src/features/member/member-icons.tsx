// Icons of the member centre and its navigation bar (ui/icons.tsx's icon()).
import { icon } from "../../ui/icons.tsx";

export const ArrowDownIcon = icon(<><rect x="3.5" y="6" width="17" height="13" rx="2" /><path d="M12 3v9M8.5 8.5L12 12l3.5-3.5" /></>);
export const ArrowUpIcon = icon(<><rect x="3.5" y="6" width="17" height="13" rx="2" /><path d="M12 15V6M8.5 9.5L12 6l3.5 3.5" /></>);
export const UsersIcon = icon(<><circle cx="9" cy="9" r="3.2" /><path d="M3.5 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" /><circle cx="16.5" cy="8" r="2.6" /><path d="M16 13.2c2.4 0 4.1 1.6 4.5 4.3" /></>);
export const MoreIcon = icon(<><circle cx="5.5" cy="12" r="1.5" /><circle cx="12" cy="12" r="1.5" /><circle cx="18.5" cy="12" r="1.5" /></>);
export const CalendarIcon = icon(<><rect x="3.5" y="5" width="17" height="15" rx="2" /><path d="M3.5 9.5h17M8 3v4M16 3v4M9 14l2 2 4-4" /></>);
export const CrownIcon = icon(<><path d="M3.5 8l4 4 4.5-6.5 4.5 6.5 4-4-1.5 10.5h-14z" /><path d="M5.5 20.5h13" /></>);
export const ShopIcon = icon(<><path d="M4 9.5L5.5 4h13L20 9.5" /><path d="M4 9.5a2.7 2.7 0 005.3 0 2.7 2.7 0 005.4 0 2.7 2.7 0 005.3 0" /><path d="M5.5 12v8h13v-8M10 20v-4.5h4V20" /></>);
export const HelpIcon = icon(<><circle cx="12" cy="12" r="8.5" /><path d="M9.6 9.5a2.5 2.5 0 114 2c-.9.6-1.6 1.1-1.6 2.3M12 16.8v.1" /></>);
export const SettingsIcon = icon(<><circle cx="12" cy="12" r="3" /><path d="M12 3.5v2.2M12 18.3v2.2M3.5 12h2.2M18.3 12h2.2M6 6l1.6 1.6M16.4 16.4L18 18M6 18l1.6-1.6M16.4 7.6L18 6" /></>);
export const BriefcaseIcon = icon(<><rect x="3.5" y="7.5" width="17" height="12" rx="2" /><path d="M9 7.5V5.5a1.5 1.5 0 011.5-1.5h3A1.5 1.5 0 0115 5.5v2M3.5 12.5h17M11 12.5v2h2v-2" /></>);
