import { icon } from "../../../ui/icons.tsx";

export const CrownIcon = icon(
  <>
    <path d="M3.5 8l4 3.5L12 5l4.5 6.5 4-3.5-1.5 10h-14z" />
    <path d="M5 20.5h14" />
  </>,
);
