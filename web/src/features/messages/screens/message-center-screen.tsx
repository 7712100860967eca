import { useLocation } from "wouter";
import { paths } from "../../../lib/routes.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { ExternalLink } from "../../../ui/external-link.tsx";
import { HeadsetIcon, MailIcon, UserIcon } from "../../../ui/icons.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { notices as noticesQuery } from "../../content/index.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { downloadLinks } from "../../home/index.ts";
import { MegaphoneIcon } from "../../games/index.ts";
import { useGuard, useSession } from "../../../shared/session/index.ts";
import { useFeatureFlag } from "../../../shared/system/index.ts";
import { useChatUnreadCount } from "../api/get-chat-unread-count.ts";
import { useInboxUnreadCount } from "../api/get-inbox-unread-count.ts";
import { CentreRowContent } from "../components/centre-row.tsx";
import { TelegramIcon } from "../components/telegram-icon.tsx";
import { UnreadBadge } from "../components/unread-badge.tsx";
import { useLiveChat } from "../live-chat/use-live-chat.ts";
import "../messages.css";

/**
 * Where "Affiliate service – Become our partner" leads: spec §6's referral/agent
 * decision, made by the referral page: a member's referral links (or 'coming soon' and back when
 * REFERRAL is off), an agent's modal to the agent centre. It went to agent home, which sends every
 * member who is not an agent (types 0, 4, 40) home without a word.
 */
const AFFILIATE_PATH = paths.inviteFriends;

/** Spec §2 "Message center" (/m/message): Telegram, announcements, messages, live chat (CBS3) and affiliate service; badges only when logged in. */
export default function MessageCenterScreen() {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const guard = useGuard();
  const { session } = useSession();
  const chatOn = useFeatureFlag("CBS3");
  const telegram = useApiQuery(downloadLinks).data?.find((link) => link.resourceType === "TELEGRAM")?.url;
  const notices = useApiQuery(noticesQuery);
  const inboxUnread = useInboxUnreadCount();
  const chatUnread = useChatUnreadCount();
  const chat = useLiveChat();
  const loggedIn = session !== null;
  const unreadLabel = (count: number) => LL.messageCentre.centre.unread({ count });

  return (
    <div className="message-centre">
      <h1 className="message-centre__title">{LL.messageCentre.centre.title()}</h1>
      <ul className="message-centre__rows">
        {telegram ? (
          <li>
            <ExternalLink className="centre-row" href={telegram}>
              <CentreRowContent icon={<TelegramIcon />} label={LL.messageCentre.centre.telegram()} hint={LL.messageCentre.centre.telegramHint()} />
            </ExternalLink>
          </li>
        ) : null}
        <li>
          <button type="button" className="centre-row" onClick={() => navigate(paths.notice)}>
            <CentreRowContent
              icon={<MegaphoneIcon />}
              label={LL.messageCentre.centre.announcements()}
              hint={LL.messageCentre.centre.announcementsHint()}
              badge={loggedIn ? <UnreadBadge count={notices.data?.footer?.unreadCount} label={unreadLabel} /> : null}
            />
          </button>
        </li>
        <li>
          <button type="button" className="centre-row" onClick={() => guard("inbox", () => navigate(paths.inbox))}>
            <CentreRowContent
              icon={<MailIcon />}
              label={LL.messageCentre.centre.inbox()}
              hint={LL.messageCentre.centre.inboxHint()}
              badge={loggedIn ? <UnreadBadge count={inboxUnread.data} label={unreadLabel} /> : null}
            />
          </button>
        </li>
        {chatOn ? (
          <li>
            <button type="button" className="centre-row" onClick={chat.open} disabled={chat.opening} aria-busy={chat.opening}>
              <CentreRowContent
                icon={chat.opening ? <Spinner size="small" /> : <HeadsetIcon />}
                label={LL.messageCentre.centre.liveChat()}
                hint={LL.messageCentre.centre.liveChatHint()}
                badge={loggedIn ? <UnreadBadge count={chatUnread.data} label={unreadLabel} /> : null}
              />
            </button>
          </li>
        ) : null}
        <li>
          <button type="button" className="centre-row" onClick={() => guard("affiliate", () => navigate(AFFILIATE_PATH))}>
            <CentreRowContent icon={<UserIcon />} label={LL.messageCentre.centre.affiliate()} hint={LL.messageCentre.centre.affiliateHint()} />
          </button>
        </li>
      </ul>
    </div>
  );
}
