// Icons only the game screens use, drawn in ui/icons' shared frame.
import { Icon, icon } from "../../../ui/icons.tsx";
import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

export const StarIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <Icon fill={filled ? "currentColor" : "none"} {...p}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </Icon>
);

export const WrenchBadgeIcon = icon(<path d="M14.5 6.5a4 4 0 00-5.2 5.2L4 17l3 3 5.3-5.3a4 4 0 005.2-5.2l-2.4 2.4-2.6-.4-.4-2.6z" />);
export const ChevronDownIcon = icon(<path d="M6 9l6 6 6-6" />);
export const FlameIcon = icon(<path d="M12 21c-3.9 0-6.5-2.6-6.5-6.2 0-3.3 2.3-5.4 3.7-7.4.4 1.6 1.3 2.7 2.4 3.2C11.3 7 12.6 4.6 15 3c-.4 3 1 4.6 2.3 6.3 1 1.4 1.7 3 1.7 5.1 0 3.9-3 6.6-7 6.6z" />);
export const MegaphoneIcon = icon(<path d="M4 10v4a1 1 0 001 1h2l5 4V5L7 9H5a1 1 0 00-1 1zM16 9a4 4 0 010 6M18.5 6.5a7.5 7.5 0 010 11" />);
