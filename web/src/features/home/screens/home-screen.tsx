import { usePrefetchQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { PROMOTIONS_PATH } from "../../../lib/paths.ts";
import { readText, writeText } from "../../../lib/storage.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { useFavouriteIds } from "../../games/api/get-favourite-ids.ts";
import { hotGamesQuery, useHotGames } from "../../games/api/get-hot-games.ts";
import { useVendorMapping, vendorMappingQuery } from "../../games/api/get-vendor-mapping.ts";
import type { Game } from "../../games/game-types.ts";
import { hotOfCategory, hotWithoutFavourites } from "../../games/hot-games.ts";
import { useLaunchGame } from "../../games/launch/use-launch-game.ts";
import { useSession } from "../../session/use-session.ts";
import { homeAnnouncementsQuery, useHomeAnnouncements } from "../api/get-home-announcements.ts";
import { useHomeHelpCentre } from "../api/get-help-centre.ts";
import { BannerCarousel } from "../banners/banner-carousel.tsx";
import { bannersInOrder } from "../banners/banner-order.ts";
import { currentDevice } from "../download/device-facts.ts";
import { needsInstallGuide } from "../download/install-options.ts";
import { HotPanel } from "../hot/hot-panel.tsx";
import { CategoryMenu } from "../menu/category-menu.tsx";
import { CategoryPanel } from "../menu/category-panel.tsx";
import { initialMenuKey, menuCategories, menuHeightRem, readTopicOf, type MenuKey, type MenuVendor } from "../menu/menu-categories.ts";
import { NoticeMarquee } from "../notices/notice-marquee.tsx";
import { LoginPopups } from "../prompts/login-popups.tsx";
import { useAgentPrompts } from "../prompts/use-agent-prompts.ts";
import { sessionMarker } from "../../session/session-marker.ts";
import "../home.css";

const InstallGuideFooter = lazy(() => import("../download/install-guide-footer.tsx"));

/** The login whose pop-ups were closed (its sessionMarker, never the token): they show once per login. */
const POPUPS_SEEN_KEY = "HOME_LOGIN_POPUPS";

function requestedGameType(): unknown {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null ? (state as Record<string, unknown>).gameType : undefined;
}

/** Spec §2 "Home" (/m/home and its aliases). */
export default function HomeScreen() {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const { session } = useSession();
  const api = useApi();
  // React holds a lazy screen's first commit back (Suspense reveal throttling, up to 300 ms) and
  // queries start only after it: asking during render gets the banners, and the page's largest image, sooner.
  usePrefetchQuery(homeAnnouncementsQuery(api, session?.userName));
  usePrefetchQuery(vendorMappingQuery(api));
  usePrefetchQuery(hotGamesQuery(api, session?.userName));
  const announcements = useHomeAnnouncements();
  const mapping = useVendorMapping();
  const hot = useHotGames();
  const favouriteIds = useFavouriteIds();
  const help = useHomeHelpCentre();
  const launch = useLaunchGame();

  const categories = useMemo(() => menuCategories(mapping.data), [mapping.data]);
  const banners = useMemo(() => bannersInOrder(announcements.data?.banners ?? []), [announcements.data]);
  const [picked, setPicked] = useState<MenuKey | null>(null);
  // Spec §2: `gameType` in the navigation state (e.g. back from a game list) preselects a category.
  const selectedKey = picked ?? initialMenuKey(categories, requestedGameType());
  const selected = categories.find((category) => category.key === selectedKey) ?? categories[0];

  const [popupsSeen, setPopupsSeen] = useState(() => session === null || readText("session", POPUPS_SEEN_KEY) === sessionMarker(session));
  const popups = announcements.data?.popup ?? [];
  const showPopups = session !== null && !popupsSeen && popups.length > 0;
  const popupsDone = useCallback(() => {
    if (session) writeText("session", POPUPS_SEEN_KEY, sessionMarker(session));
    setPopupsSeen(true);
  }, [session]);
  useAgentPrompts(session !== null && (popupsSeen || (!announcements.isPending && popups.length === 0)));

  const visibleHot = useMemo(() => hotWithoutFavourites(hot.data ?? [], favouriteIds), [hot.data, favouriteIds]);
  const hotSlots = useMemo(() => hotOfCategory(visibleHot, "RNG"), [visibleHot]);
  const guideTopic = readTopicOf(selectedKey);
  const hasGuide = (help.data ?? []).some(
    (topic) => topic.tag === "instructions" && topic.children.some((article) => article.tag === guideTopic),
  );

  const select = useCallback(
    (key: MenuKey) => {
      // Spec §2: the PROMO category opens the promotions page.
      if (key === "PROMO") navigate(PROMOTIONS_PATH);
      else setPicked(key);
    },
    [navigate],
  );
  const openVendor = useCallback((vendor: MenuVendor) => launch(vendor), [launch]);
  const launchGame = useCallback((game: Game) => launch(game), [launch]);
  // The banner (the page's largest paint) and the ticker are drawn first; the game area and
  // its images follow in a second, deferred render, into the height kept for them.
  const showGames = useDeferredValue(true, false);

  return (
    <div className="home">
      {announcements.isPending ? (
        <div className="banner-carousel" aria-hidden="true">
          <div className="banner-carousel__track" />
        </div>
      ) : (
        <BannerCarousel banners={banners} />
      )}
      <NoticeMarquee notices={announcements.data?.player ?? []} />
      <div className="home-games" style={{ minHeight: `${menuHeightRem(categories.length)}rem` }}>
        {showGames ? (
          <>
            <CategoryMenu categories={categories} selected={selectedKey} onSelect={select} />
            <div className="home-games__panel">
              {!selected || selected.key === "HOT" ? (
                <HotPanel title={LL.games.home.hotGames()} games={visibleHot} onLaunch={launchGame} />
              ) : (
                <CategoryPanel
                  category={selected}
                  guidePath={hasGuide && guideTopic ? `/m/read/${guideTopic}` : undefined}
                  hotSlots={hotSlots}
                  onOpenVendor={openVendor}
                  onLaunch={launchGame}
                />
              )}
            </div>
          </>
        ) : null}
      </div>
      {showPopups ? <LoginPopups popups={popups} onDone={popupsDone} /> : null}
      {needsInstallGuide(currentDevice()) ? (
        <Suspense fallback={null}>
          <InstallGuideFooter />
        </Suspense>
      ) : null}
    </div>
  );
}
