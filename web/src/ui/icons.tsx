// Inline SVG icons (24×24 grid, stroke = currentColor) so they follow the theme.
import { useId, type ReactNode, type SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

/** The frame every icon of the app is drawn in; callers may override the stroke width. */
export function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon: its shapes in the shared frame (and a frame attribute, e.g. a thinner stroke). */
export function icon(shapes: ReactNode, frame: IconProps = {}) {
  return (p: IconProps) => (
    <Icon {...frame} {...p}>
      {shapes}
    </Icon>
  );
}

export const BackIcon = /* @__PURE__ */ icon(<path d="M15 5l-7 7 7 7" />);

export const CloseIcon = /* @__PURE__ */ icon(<path d="M6 6l12 12M18 6L6 18" />);

export const HeadsetIcon = /* @__PURE__ */ icon(<><path d="M4 14v-2a8 8 0 0116 0v2" /><rect x="3" y="13" width="4" height="6" rx="1.5" /><rect x="17" y="13" width="4" height="6" rx="1.5" /><path d="M19 19c0 1.5-2 2.5-5 2.5" /></>);

export const SearchIcon = /* @__PURE__ */ icon(<><circle cx="11" cy="11" r="6.5" /><path d="M16 16l4.5 4.5" /></>);

export const HomeIcon = /* @__PURE__ */ icon(<><path d="M3.5 11L12 4l8.5 7" /><path d="M5.5 9.5V20h5v-5.5h3V20h5V9.5" /></>);

export const GiftIcon = /* @__PURE__ */ icon(<><rect x="3.5" y="9" width="17" height="4" rx="1" /><path d="M5 13v7.5h14V13M12 9v11.5" /><path d="M12 9c-1.5-3.5-5.5-4-5.5-1.5S10 9 12 9zM12 9c1.5-3.5 5.5-4 5.5-1.5S14 9 12 9z" /></>);

export const WalletIcon = /* @__PURE__ */ icon(<><path d="M4 7.5A2.5 2.5 0 016.5 5H18v3" /><rect x="4" y="8" width="16.5" height="11.5" rx="2" /><path d="M16 13.75h2" /></>);

export const TrophyIcon = /* @__PURE__ */ icon(<><path d="M8 4h8v5a4 4 0 01-8 0V4z" /><path d="M8 6H4.5a3 3 0 003.7 4M16 6h3.5a3 3 0 01-3.7 4" /><path d="M12 13v4M8.5 20.5h7M10 17h4l.5 3.5h-5z" /></>);

export const MailIcon = /* @__PURE__ */ icon(<><rect x="3" y="5.5" width="18" height="13" rx="2" /><path d="M3.5 7l8.5 6 8.5-6" /></>);

export const UserIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="8.5" r="4" /><path d="M4.5 20.5c.8-4 3.8-6 7.5-6s6.7 2 7.5 6" /></>);

export const EyeIcon = /* @__PURE__ */ icon(<><path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" /><circle cx="12" cy="12" r="3" /></>);

export const EyeOffIcon = /* @__PURE__ */ icon(<><path d="M4 4l16 16" /><path d="M9.9 6c.7-.3 1.4-.4 2.1-.4 6 0 9.5 6.4 9.5 6.4a17 17 0 01-2.8 3.5M6.3 7.7C3.9 9.5 2.5 12 2.5 12S6 18.5 12 18.5c1.6 0 3-.5 4.2-1.1" /></>);

export const RefreshIcon = /* @__PURE__ */ icon(<><path d="M20 11a8 8 0 10-2.3 5.7" /><path d="M20 4.5V11h-6.5" /></>);

export const DownloadIcon = /* @__PURE__ */ icon(<path d="M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14" />);

export const GlobeIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="12" r="8.5" /><path d="M3.5 12h17M12 3.5c2.5 2.5 3.5 5.5 3.5 8.5s-1 6-3.5 8.5c-2.5-2.5-3.5-5.5-3.5-8.5s1-6 3.5-8.5z" /></>);

export const MoonIcon = /* @__PURE__ */ icon(<path d="M20 14.5A8 8 0 119.5 4a6.5 6.5 0 0010.5 10.5z" />);

export const SunIcon = /* @__PURE__ */ icon(<><circle cx="12" cy="12" r="4" /><path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" /></>);

export const WrenchIcon = /* @__PURE__ */ icon(<><path d="M14.5 6.5a4 4 0 005 5l-8.5 8.5a2.1 2.1 0 01-3-3l8.5-8.5a4 4 0 01-2-2z" /><path d="M14.5 6.5l2.5-2.5a4 4 0 013 3l-2.5 2.5" /></>);

export const ShieldIcon = /* @__PURE__ */ icon(<><path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6L12 3z" /><path d="M9 9l6 6M15 9l-6 6" /></>);

export const EmptyBoxIcon = /* @__PURE__ */ icon(<><path d="M3.5 8.5L12 4l8.5 4.5v8L12 21l-8.5-4.5z" /><path d="M3.5 8.5L12 13l8.5-4.5M12 13v8" /></>, { strokeWidth: 1.2 });

export function DiceLogoIcon(p: IconProps) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 32 32" width="1em" height="1em" aria-hidden="true" focusable="false" {...p}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe29a" />
          <stop offset="1" stopColor="#d49a2a" />
        </linearGradient>
      </defs>
      <rect x="3" y="3" width="26" height="26" rx="7" fill={`url(#${gradient})`} />
      <circle cx="11" cy="11" r="2.4" fill="#1a1330" />
      <circle cx="21" cy="11" r="2.4" fill="#1a1330" />
      <circle cx="16" cy="16" r="2.4" fill="#1a1330" />
      <circle cx="11" cy="21" r="2.4" fill="#1a1330" />
      <circle cx="21" cy="21" r="2.4" fill="#1a1330" />
    </svg>
  );
}

