// Icons only screens draw (each screen is a lazy chunk), apart from ui/icons.tsx:
// a module the first load imports is shipped whole in the entry chunk, so an
// icon no first-paint component uses lives here. Same frame and grid.
import { icon } from "./icons.tsx";

export const ChevronRightIcon = /* @__PURE__ */ icon(<path d="M9 5l7 7-7 7" />);

export const LockIcon = /* @__PURE__ */ icon(<><rect x="5" y="10.5" width="14" height="10" rx="2" /><path d="M8 10.5V8a4 4 0 018 0v2.5M12 14.5v2.5" /></>);

export const LogoutIcon = /* @__PURE__ */ icon(<><path d="M14 4.5H6.5a2 2 0 00-2 2v11a2 2 0 002 2H14" /><path d="M10.5 12h10M17 8.5l3.5 3.5-3.5 3.5" /></>);

export const PlayIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="12" r="9" /><path d="M10 8.5l5.5 3.5-5.5 3.5z" /></>);

export const FlaskIcon = /* @__PURE__ */ icon(<><path d="M9.5 3.5h5M10.5 3.5v6L5 19a1.5 1.5 0 001.3 2h11.4A1.5 1.5 0 0019 19l-5.5-9.5v-6" /><path d="M7.5 15h9" /></>);

export const WarningIcon = /* @__PURE__ */ icon(<><path d="M12 3.5L2.5 20h19z" /><path d="M12 10v4.5M12 17.2v.1" /></>);

export const PlusIcon = /* @__PURE__ */ icon(<path d="M12 5v14M5 12h14" />);

export const CameraIcon = /* @__PURE__ */ icon(<><path d="M4 8.5A1.5 1.5 0 015.5 7h2.2l1.5-2h5.6l1.5 2h2.2A1.5 1.5 0 0120 8.5v9a1.5 1.5 0 01-1.5 1.5h-13A1.5 1.5 0 014 17.5z" /><circle cx="12" cy="13" r="3.5" /></>);

export const ChatIcon = /* @__PURE__ */ icon(<><path d="M4.5 5.5h15v10h-8l-4.5 4v-4h-2.5z" /><path d="M8 9.5h8M8 12h5" /></>);

export const IdCardIcon = /* @__PURE__ */ icon(<><rect x="3" y="5.5" width="18" height="13" rx="2" /><circle cx="8.5" cy="11" r="2" /><path d="M5.5 16c.6-1.5 1.7-2.2 3-2.2s2.4.7 3 2.2M14 10h4M14 13h3" /></>);

export const PhoneIcon = /* @__PURE__ */ icon(<><rect x="7" y="3" width="10" height="18" rx="2" /><path d="M11 17.5h2" /></>);
