import type { TranslationFunctions } from "../../i18n/i18n-types.ts";
import { FEEDBACK_PATH, INSTALL_GUIDE_PATH, MY_ACCOUNT_PATH, REAL_NAME_PATH } from "../../lib/paths.ts";
import { DownloadIcon, UserIcon } from "../../ui/icons.tsx";
import { ChatIcon, IdCardIcon } from "../../ui/screen-icons.tsx";

export interface AccountEntry {
  path: string;
  label: (LL: TranslationFunctions) => string;
  Icon: typeof UserIcon;
}

/**
 * The account pages of issue 20, for the member centre and settings to list
 * (labels from the base titles, so a list needs no extra namespace).
 */
export const accountEntries: readonly AccountEntry[] = [
  { path: MY_ACCOUNT_PATH, label: (LL) => LL.titles.myAccount(), Icon: UserIcon },
  { path: REAL_NAME_PATH, label: (LL) => LL.titles.realName(), Icon: IdCardIcon },
  { path: FEEDBACK_PATH, label: (LL) => LL.titles.feedback(), Icon: ChatIcon },
  { path: INSTALL_GUIDE_PATH, label: (LL) => LL.titles.installGuide(), Icon: DownloadIcon },
];
