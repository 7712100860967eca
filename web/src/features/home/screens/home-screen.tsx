import { usePrefetchQuery } from "@tanstack/react-query";
import { Suspense, useCallback, useDeferredValue, useMemo, useState } from "react";
import { readText, writeText } from "../../../lib/storage.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { useHydrating } from "../../../lib/hydration.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { hotGames, menuCategories, menuHeightRem, vendorMapping } from "../../games/first-paint.ts";
import { useSession } from "../../../shared/session/index.ts";
import { homeAnnouncements } from "../api/get-home-announcements.ts";
import { BannerCarousel } from "../banners/banner-carousel.tsx";
import { bannersInOrder } from "../banners/banner-order.ts";
import { currentDevice } from "../download/device-facts.ts";
import { needsInstallGuide } from "../download/install-options.ts";
import { HomeGamesSkeleton } from "../menu/home-games-skeleton.tsx";
import { NoticeMarquee } from "../notices/notice-marquee.tsx";
import { showsLoginPopups } from "../prompts/login-popup-rules.ts";
import { useAgentPrompts } from "../prompts/use-agent-prompts.ts";
import { sessionMarker } from "../../../shared/session/index.ts";
import "../home.css";
import { lazyPart } from "../../../lib/lazy-part.ts";

// Not needed for home's first frame: each loads after it, or only when it shows.
const HomeGameArea = lazyPart(() => import("../menu/home-game-area.tsx"));
const LoginPopups = lazyPart(() => import("../prompts/login-popups.tsx").then((module) => ({ default: module.LoginPopups })));
const InstallGuideFooter = lazyPart(() => import("../download/install-guide-footer.tsx"));

/** The login whose pop-ups were closed (its sessionMarker, never the token): they show once per login. */
const POPUPS_SEEN_KEY = "HOME_LOGIN_POPUPS";

/** Spec §2 "Home" (/m/home and its aliases). */
export default function HomeScreen() {
  const { session } = useSession();
  const api = useApi();
  // React holds a lazy screen's first commit back (Suspense reveal throttling, up to 300 ms) and
  // queries start only after it: asking during render gets the banners, and the page's largest image, sooner.
  usePrefetchQuery(homeAnnouncements.options(api, undefined, session?.userName));
  usePrefetchQuery(vendorMapping.options(api, undefined));
  usePrefetchQuery(hotGames.options(api, undefined, session?.userName));
  // Hydrating the build's prerender: every answer reads as "not yet", as it did there (lib/hydration.ts).
  const hydrating = useHydrating();
  const announcements = useApiQuery(homeAnnouncements);
  const mapping = useApiQuery(vendorMapping);

  // The game area's height is kept from the first frame (no shift when it arrives).
  const categories = useMemo(() => menuCategories(mapping.data), [mapping.data]);
  const banners = useMemo(() => bannersInOrder(announcements.data?.banners ?? []), [announcements.data]);

  const [popupsSeen, setPopupsSeen] = useState(() => session === null || readText("session", POPUPS_SEEN_KEY) === sessionMarker(session));
  const popups = announcements.data?.popup ?? [];
  const showPopups = showsLoginPopups(session) && !popupsSeen && popups.length > 0;
  const popupsDone = useCallback(() => {
    if (session) writeText("session", POPUPS_SEEN_KEY, sessionMarker(session));
    setPopupsSeen(true);
  }, [session]);
  useAgentPrompts(session !== null && (popupsSeen || (!announcements.isPending && popups.length === 0)));

  // The banner (the page's largest paint) and the ticker are drawn first; the game area, its
  // code and its images follow in a second, deferred render, into the height kept for them.
  // (Hydrating, the prerendered game area and its skeleton are already drawn: they stay.)
  const showGames = useDeferredValue(true, hydrating);

  return (
    <div className="home">
      {announcements.isPending ? (
        // The banners' frame before they are known (and in the build's prerender): the merchant's
        // artwork at the banners' size, inlined in the page's CSS (banners.css), so the page's
        // largest paint is its first frame, not the script and the announcements call.
        <div className="banner-carousel" aria-hidden="true">
          <div className="banner-carousel__track banner-carousel__track--placeholder" />
        </div>
      ) : (
        <BannerCarousel banners={banners} />
      )}
      {/* Spec §8: the announcements fail silently; a failure is not 'no announcement'. */}
      {announcements.isError && !announcements.data ? null : <NoticeMarquee notices={announcements.data?.player ?? []} loading={announcements.isPending} />}
      <div className="home-games" style={{ minHeight: `${menuHeightRem(categories.length)}rem` }}>
        {showGames ? (
          <Suspense fallback={<HomeGamesSkeleton />}>
            <HomeGameArea />
          </Suspense>
        ) : null}
      </div>
      {showPopups ? (
        <Suspense fallback={null}>
          <LoginPopups popups={popups} onDone={popupsDone} />
        </Suspense>
      ) : null}
      {/* The device is not known to the build's prerender: the guide joins once hydrated. */}
      {!hydrating && needsInstallGuide(currentDevice()) ? (
        <Suspense fallback={null}>
          <InstallGuideFooter />
        </Suspense>
      ) : null}
    </div>
  );
}
