import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatDateTime } from "../../../lib/date.ts";
import { formatMoney, formatPoints } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import { ExpandableCard } from "../../../ui/expandable-card.tsx";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";
import type { InboxMail } from "../api/get-inbox.ts";
import { mailHtml, mailReward, mailTitle, senderKeyOf } from "../inbox-mail.ts";

/** A reward message's reward (its metadata): the bonus, points and tickets, and where to claim them. */
function RewardBlock({ mail }: { mail: InboxMail }) {
  const { LL } = useI18nContext();
  const reward = mailReward(mail);
  if (!reward) return null;
  return (
    <section className="inbox-reward" aria-label={reward.title ?? LL.messageCentre.inbox.reward.title()}>
      <h3 className="inbox-reward__title">{reward.title ?? LL.messageCentre.inbox.reward.title()}</h3>
      <ul className="inbox-reward__items">
        {reward.bonus > 0 ? <li>{LL.messageCentre.inbox.reward.bonus({ amount: formatMoney(reward.bonus) })}</li> : null}
        {reward.points > 0 ? <li>{LL.messageCentre.inbox.reward.points({ points: formatPoints(reward.points) })}</li> : null}
        {reward.tickets.map((ticket) => (
          <li key={ticket.name}>{LL.messageCentre.inbox.reward.ticket({ name: ticket.name, count: ticket.count })}</li>
        ))}
      </ul>
      <Link className="inbox-reward__claim" href={paths.receivingCenter}>
        {LL.messageCentre.inbox.reward.claim()}
      </Link>
    </section>
  );
}

/** One inbox message: title row (unread dot, sender, time) and, opened, its sanitised HTML, its reward and Delete. */
export function InboxItem({
  mail,
  expanded,
  deleting,
  onToggle,
  onDelete,
}: {
  mail: InboxMail;
  expanded: boolean;
  deleting: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { LL } = useI18nContext();
  const key = senderKeyOf(mail.senderName);
  const sender = key ? LL.messageCentre.inbox.senders[key]() : mail.senderName?.trim();
  const sent = formatDateTime(mail.sendTime);
  return (
    <ExpandableCard
      id={`message-${String(mail.inboxId)}`}
      title={mailTitle(mail)}
      unreadLabel={mail.read ? undefined : LL.messageCentre.inbox.unread()}
      meta={[sender ? LL.messageCentre.inbox.from({ sender }) : "", sent].filter(Boolean).join(" · ")}
      expanded={expanded}
      onToggle={onToggle}
    >
      <SafeHtml html={mailHtml(mail)} />
      <RewardBlock mail={mail} />
      <div className="inbox-item__actions">
        <button type="button" className="button button--danger button--small" disabled={deleting} onClick={onDelete}>
          {LL.messageCentre.inbox.delete()}
        </button>
      </div>
    </ExpandableCard>
  );
}
