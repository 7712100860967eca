import { useId } from "react";
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { ChevronRightIcon } from "../../../ui/screen-icons.tsx";
import { BriefcaseIcon } from "../member-icons.tsx";

/**
 * An agent's way from the member centre to the agent centre (agent home), which was reachable only
 * through Invite's "Go to agent centre". Shown only to an agent (spec §6's agent-home reading).
 */
export function AgentCentreEntry() {
  const { LL } = useI18nContext();
  const id = useId();
  return (
    <Link href={paths.agent} className="member-home__agent" aria-labelledby={`${id}-title`} aria-describedby={`${id}-note`}>
      <span className="icon-tile member-home__agent-icon">
        <BriefcaseIcon />
      </span>
      <span className="member-home__agent-text">
        <span className="member-home__agent-title" id={`${id}-title`}>{LL.member.home.agentCentre()}</span>
        <span className="member-home__agent-note" id={`${id}-note`}>{LL.member.home.agentCentreNote()}</span>
      </span>
      <ChevronRightIcon className="member-home__agent-chevron" />
    </Link>
  );
}
