import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { PlayIcon } from "../../../ui/screen-icons.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { useFeatureFlag } from "../../../shared/system/index.ts";
import { useSession } from "../../../shared/session/index.ts";
import { useStartTrial } from "../use-start-trial.ts";
import "../trial.css";

/**
 * /m/trail: free trial play with a type-4 account (spec §4 "Trial"). A trial account is told it
 * is on one, and offered to register or keep playing, not a second trial.
 */
export default function TrialScreen() {
  const { LL } = useI18nContext();
  const { role } = useSession();
  const { start, starting } = useStartTrial();
  // Spec §7: free play is module FREEPLAY3; until the switches have answered (or when they failed), let the server decide.
  const available = useFeatureFlag("FREEPLAY3", { unknown: true });

  return (
    <div className="trial">
      <div className="gold-badge trial__hero" aria-hidden="true">
        <PlayIcon />
      </div>
      <h2 className="trial__heading">{LL.trial.heading()}</h2>
      <p className="trial__intro">{LL.trial.intro()}</p>
      <ul className="trial__notes">
        <li>{LL.trial.noteBalance()}</li>
        <li>{LL.trial.noteLimits()}</li>
      </ul>
      {/* Just started here: the button keeps its spinner through the wait message, until home. */}
      {role === "trial" && !starting ? (
        <>
          <p className="trial__status" role="status">
            {LL.trial.alreadyTrial()}
          </p>
          <Link href={paths.register} className="button button--primary button--block">
            {LL.trial.registerInstead()}
          </Link>
          <Link href={paths.home} className="button button--ghost button--block">
            {LL.trial.keepPlaying()}
          </Link>
        </>
      ) : (
        <>
          {available ? (
            <button type="button" className="button button--primary button--block" disabled={starting} onClick={start}>
              {starting ? <Spinner size="small" /> : null}
              {LL.trial.start()}
            </button>
          ) : (
            <p className="trial__status" role="status">
              {LL.trial.unavailable()}
            </p>
          )}
          <Link href={paths.register} className="button button--ghost button--block">
            {LL.trial.registerInstead()}
          </Link>
        </>
      )}
    </div>
  );
}
