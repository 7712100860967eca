import { useState } from "react";
import { merchantCode } from "../../../config.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { checkImage, safeImageSrc } from "../../../lib/url-gate.ts";
import { useSystemStatus } from "../../../shared/system/index.ts";
import { UserIcon } from "../../../ui/icons.tsx";
import { playerAvatar } from "../api/get-player-avatar.ts";
import { avatarSources } from "../avatar.ts";

/** The avatar image, trying each address in turn; the default figure when none loads. */
function AvatarImage({ sources }: { sources: readonly string[] }) {
  const [failed, setFailed] = useState(0);
  // The addresses the URL gate lets through: a refused one is skipped like one that failed to load.
  const source = sources.slice(failed).find((candidate) => checkImage(candidate).ok);
  if (source === undefined) return <UserIcon />;
  return <img className="member-nav__avatar-img" src={safeImageSrc(source)} alt="" width={96} height={96} decoding="async" onError={() => setFailed((count) => count + 1)} />;
}

/** The member's own avatar beside the account name (MCSFE_getPlayerAvatar); the default figure until it comes, or for a visitor. */
export function MemberAvatar({ member }: { member: boolean }) {
  const avatar = useApiQuery(playerAvatar, undefined, { enabled: member }).data;
  const imageHost = useSystemStatus().data?.info?.imageCDNs?.[0];
  const sources = avatar ? avatarSources(avatar, merchantCode, imageHost) : [];
  return (
    <span className="gold-badge member-nav__avatar" aria-hidden="true">
      {member && sources.length > 0 ? <AvatarImage key={sources.join(" ")} sources={sources} /> : <UserIcon />}
    </span>
  );
}
