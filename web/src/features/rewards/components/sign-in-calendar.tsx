import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney } from "../../../lib/money.ts";
import type { SignInDay } from "../reward-types.ts";

/** The cycle's days: the reward of each, signed days ticked, today's marked. */
export function SignInCalendar({ days, today }: { days: readonly SignInDay[]; today: number | undefined }) {
  const { LL } = useI18nContext();
  return (
    <ol className="sign-in-calendar" aria-label={LL.rewards.signIn.calendar()}>
      {days.map((day) => {
        const isToday = day.day === today;
        const signed = day.status === "SIGNED";
        return (
          <li
            key={day.day}
            className={`sign-in-day${signed ? " sign-in-day--signed" : ""}${isToday ? " sign-in-day--today" : ""}`}
            aria-current={isToday ? "date" : undefined}
          >
            <span className="sign-in-day__name">{isToday ? LL.rewards.signIn.today() : LL.rewards.signIn.day({ day: day.day })}</span>
            <span className="sign-in-day__coin" aria-hidden="true">
              {signed ? "✓" : "￥"}
            </span>
            <span className="sign-in-day__reward">{formatMoney(day.reward)}</span>
            <span className="sign-in-day__status">{LL.activityStatus[day.status]()}</span>
          </li>
        );
      })}
    </ol>
  );
}
