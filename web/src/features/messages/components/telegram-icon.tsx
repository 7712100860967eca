import { icon } from "../../../ui/icons.tsx";

/** Telegram's paper plane. */
export const TelegramIcon = icon(
  <>
    <path d="M21 4.5L2.8 11.3c-.8.3-.8 1.4 0 1.7l4.4 1.5 1.7 5.2c.2.7 1.1.9 1.6.4l2.5-2.4 4.6 3.4c.6.4 1.4.1 1.6-.6L21.9 5.6c.2-.8-.5-1.4-.9-1.1z" />
    <path d="M7.2 14.5L18 7.5l-8.3 8.2" />
  </>,
);
