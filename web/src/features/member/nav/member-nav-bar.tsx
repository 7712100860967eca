import { useState, type MouseEvent, type ReactNode } from "react";
import { Link, useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { linkedScreen } from "../../../lib/linked-screen.ts";
import { paths } from "../../../lib/routes.ts";
import { GiftIcon, TrophyIcon } from "../../../ui/icons.tsx";
import { availablePromotions } from "../../promotion-availability/index.ts";
import { useGuard, useSession } from "../../../shared/session/index.ts";
import { useFeatureFlag } from "../../../shared/system/index.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { memberInfo } from "../api/get-member-info.ts";
import { MemberAvatar } from "../components/member-avatar.tsx";
import { levelBadge } from "./level-badge.ts";
import { ArrowDownIcon, ArrowUpIcon, CalendarIcon, CrownIcon, MoreIcon, ShopIcon, UsersIcon } from "../member-icons.tsx";
import { badgeText, moreBadgeCount, moreEntries, navEntries, navTargets, rewardsBadgeCount, type MoreEntryKey, type NavEntryKey, type NavTarget } from "./nav-entries.ts";

const icons: Record<NavEntryKey | MoreEntryKey, ReactNode> = {
  deposit: <ArrowDownIcon />,
  withdraw: <ArrowUpIcon />,
  rewards: <GiftIcon />,
  invite: <UsersIcon />,
  more: <MoreIcon />,
  signIn: <CalendarIcon />,
  promotions: <TrophyIcon />,
  vip: <CrownIcon />,
  mall: <ShopIcon />,
};

function Badge({ count, label }: { count: number; label: (count: string) => string }) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span className="count-badge member-nav__badge" aria-label={label(text)}>
      {text}
    </span>
  );
}

/** Follows a target after its role check (spec §6): a visitor goes to /m/login, a trial account may get 'free_reject'. */
function useNavigateGuarded() {
  const guard = useGuard();
  const [, navigate] = useLocation();
  return (target: NavTarget) => (event: MouseEvent) => {
    event.preventDefault();
    if (target.action) guard(target.action, () => navigate(target.path));
    else navigate(target.path);
  };
}

/**
 * Spec §2 "Member navigation bar": the account (name and level) or 'log in or
 * sign up', the entries the merchant's switches and promotions allow, their
 * badges, and the More panel that toggles on a tap.
 */
export function MemberNavBar() {
  const { LL } = useI18nContext();
  const { session } = useSession();
  const member = useApiQuery(memberInfo);
  const available = useApiQuery(availablePromotions).data;
  const rewardsCentre = useFeatureFlag("REWCEN3");
  const pointsMall = useFeatureFlag("PTSYS3");
  const [moreOpen, setMoreOpen] = useState(false);
  const follow = useNavigateGuarded();
  const context = { loggedIn: session !== null, rewardsCentre, pointsMall, available };
  // A visitor has nothing waiting to claim: the badges count a member's promotions only (the bar logged out).
  const counted = session ? available : undefined;
  // The level badge: member info's clubLabel, else its level number; none below the first level.
  const level = levelBadge(member.data, (number) => LL.member.nav.level({ level: number }));
  const badgeLabel = (count: string) => LL.member.nav.badge({ count });

  return (
    <nav className="member-nav" aria-label={LL.member.nav.label()}>
      <div className="member-nav__account">
        <MemberAvatar member={session !== null} />
        {session ? (
          <>
            {/* data-session-name: a member's prerendered frame gets the kept session's name here before first paint (index.html). */}
            <span className="member-nav__name" data-session-name="">
              {session.userName}
            </span>
            {level ? <span className="member-nav__level">{level}</span> : null}
          </>
        ) : (
          <Link href={paths.login} className="member-nav__login">
            {LL.member.nav.loginOrRegister()}
          </Link>
        )}
      </div>
      <ul className="member-nav__entries">
        {navEntries(context).map((key) =>
          key === "more" ? (
            <li key={key}>
              <button
                type="button"
                className="member-nav__entry"
                aria-expanded={moreOpen}
                aria-controls="member-nav-more"
                onClick={() => setMoreOpen((open) => !open)}
              >
                <span className="icon-tile member-nav__icon">
                  {icons.more}
                  <Badge count={moreBadgeCount(counted)} label={badgeLabel} />
                </span>
                {LL.member.nav.more()}
              </button>
            </li>
          ) : (
            <li key={key}>
              <Link href={navTargets[key].path} className="member-nav__entry" onClick={follow(navTargets[key])} {...linkedScreen}>
                <span className="icon-tile member-nav__icon">
                  {icons[key]}
                  {key === "rewards" ? <Badge count={rewardsBadgeCount(counted)} label={badgeLabel} /> : null}
                </span>
                {LL.member.nav[key]()}
              </Link>
            </li>
          ),
        )}
      </ul>
      {moreOpen ? (
        <ul className="member-nav__more" id="member-nav-more" aria-label={LL.member.nav.moreLabel()}>
          {moreEntries(context).map((key) => (
            <li key={key}>
              <Link href={navTargets[key].path} className="member-nav__more-entry" onClick={follow(navTargets[key])}>
                <span className="icon-tile member-nav__icon">
                  {icons[key]}
                  {key === "signIn" && moreBadgeCount(counted) > 0 ? <span className="member-nav__dot" role="img" aria-label={LL.member.nav.dot()} /> : null}
                </span>
                {LL.member.nav[key]()}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
