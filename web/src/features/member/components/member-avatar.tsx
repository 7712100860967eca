import { useState } from "react";
import { merchantCode } from "../../../config.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useDecorationReady } from "../../../lib/hydration.ts";
import { checkImage, safeImageSrc } from "../../../lib/url-gate.ts";
import { useSystemStatus } from "../../../shared/system/index.ts";
import { UserIcon } from "../../../ui/icons.tsx";
import { playerAvatar } from "../api/get-player-avatar.ts";
import { avatarSources } from "../avatar.ts";

/**
 * The avatar addresses that did not load, for the page's life: the bar is drawn again when the member centre's
 * layout settles, and each new picture asked the merchant's missing preset again (1 to 3 times a load, 59 kB each
 * on the mock, before the page's largest paint). A reload tries them afresh.
 */
const unloadable = new Set<string>();

/** The avatar image, trying each address in turn; the default figure when none loads. */
function AvatarImage({ sources }: { sources: readonly string[] }) {
  const [, setFailed] = useState(0);
  // The addresses the URL gate lets through and that have not failed: a refused one is skipped like one that did not load.
  const source = sources.find((candidate) => checkImage(candidate).ok && !unloadable.has(candidate));
  if (source === undefined) return <UserIcon />;
  const fail = () => {
    unloadable.add(source);
    setFailed((count) => count + 1);
  };
  return <img className="member-nav__avatar-img" src={safeImageSrc(source)} alt="" width={96} height={96} decoding="async" onError={fail} />;
}

/**
 * The member's own avatar beside the account name (MCSFE_getPlayerAvatar); the default figure until it comes, or for
 * a visitor. The call and its picture wait, in one place, until the page has settled and the figure has been painted
 * (useDecorationReady, lib/hydration.ts): asked with the member centre's first render, each ended before the page's
 * largest paint, one more request in Lighthouse's simulation of it. An answer already in the cache (the centre
 * opened again) waits too.
 */
export function MemberAvatar({ member }: { member: boolean }) {
  const ready = useDecorationReady();
  const avatar = useApiQuery(playerAvatar, undefined, { enabled: member && ready }).data;
  const imageHost = useSystemStatus().data?.info?.imageCDNs?.[0];
  const sources = avatar ? avatarSources(avatar, merchantCode, imageHost) : [];
  return (
    <span className="gold-badge member-nav__avatar" aria-hidden="true">
      {member && ready && sources.length > 0 ? <AvatarImage key={sources.join(" ")} sources={sources} /> : <UserIcon />}
    </span>
  );
}
