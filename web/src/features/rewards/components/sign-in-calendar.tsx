import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import type { TranslationFunctions } from "../../../i18n/generated/i18n-types.ts";
import { formatMoney, formatPoints } from "../../../lib/money.ts";
import { GiftIcon } from "../../../ui/icons.tsx";
import type { SignInConfig, SignInConfigHistory, SignInDay } from "../reward-types.ts";
import { dayLabel, dayNumber } from "../sign-in-rules.ts";

/** What a day gives, as the member centre lists it: money, points, a ticket; the plain "check in" text when nothing. */
export function dayRewards(LL: TranslationFunctions, day: SignInDay): string[] {
  const rewards: string[] = [];
  if ((day.amount ?? 0) > 0) rewards.push(formatMoney(day.amount!));
  if ((day.pointAmount ?? 0) > 0) rewards.push(LL.rewards.signIn.points({ points: formatPoints(day.pointAmount!) }));
  if (day.ticket?.rewardName) rewards.push(day.ticket.rewardName);
  return rewards;
}

/** A configuration's days: each day's number (today's named so), its rewards and its label; claimed days ticked. */
export function SignInCalendar({ config, record }: { config: SignInConfig; record: SignInConfigHistory }) {
  const { LL } = useI18nContext();
  return (
    <ol className="sign-in-calendar" aria-label={LL.rewards.signIn.calendar()}>
      {record.list.map((day, index) => {
        const isToday = day.isToday === "Y";
        const claimed = day.hasClaimed === "Y";
        const label = dayLabel(record, day);
        const rewards = dayRewards(LL, day);
        return (
          <li
            key={day.id}
            className={`sign-in-day${claimed ? " sign-in-day--signed" : ""}${isToday ? " sign-in-day--today" : ""}${label === "CLOSED" ? " sign-in-day--missed" : ""}`}
            aria-current={isToday ? "date" : undefined}
          >
            <span className="sign-in-day__name">{isToday ? LL.rewards.signIn.today() : LL.rewards.signIn.day({ day: dayNumber(config, day, index) })}</span>
            <span className="sign-in-day__coin" aria-hidden="true">
              {claimed ? "✓" : (day.amount ?? 0) > 0 ? "￥" : (day.pointAmount ?? 0) > 0 ? "★" : day.ticket ? <GiftIcon /> : "￥"}
            </span>
            <span className="sign-in-day__reward">{rewards.length > 0 ? rewards.join(" + ") : LL.rewards.signIn.noReward()}</span>
            <span className="sign-in-day__status">{LL.activityStatus[label]()}</span>
          </li>
        );
      })}
    </ol>
  );
}
