import type { TranslationFunctions } from "../../i18n/generated/i18n-types.ts";
import { paths } from "../../lib/routes.ts";
import { DownloadIcon, UserIcon } from "../../ui/icons.tsx";
import { ChatIcon, IdCardIcon } from "../../ui/screen-icons.tsx";

export interface AccountEntry {
  path: string;
  label: (LL: TranslationFunctions) => string;
  Icon: typeof UserIcon;
}

/**
 * The account pages, for the member centre and settings to list
 * (labels from the base titles, so a list needs no extra namespace).
 */
export const accountEntries: readonly AccountEntry[] = [
  { path: paths.myAccount, label: (LL) => LL.titles.myAccount(), Icon: UserIcon },
  { path: paths.realName, label: (LL) => LL.titles.realName(), Icon: IdCardIcon },
  { path: paths.feedback, label: (LL) => LL.titles.feedback(), Icon: ChatIcon },
  { path: paths.installGuide, label: (LL) => LL.titles.installGuide(), Icon: DownloadIcon },
];
