import { usePrefetchQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useState } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { PROMOTIONS_PATH } from "../../../lib/paths.ts";
import { combineQueries, DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { readText, writeText } from "../../../lib/storage.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { useAsPrerendered, useHydrating } from "../../../lib/hydration.ts";
import {
  type Game,
  hotGamesQuery,
  hotOfCategory,
  hotWithoutFavourites,
  initialMenuKey,
  menuCategories,
  menuHeightRem,
  type MenuKey,
  type MenuVendor,
  readTopicOf,
  useFavouriteIds,
  useHotGames,
  useLaunchGame,
  useVendorMapping,
  vendorMappingQuery,
} from "../../games/index.ts";
import { useSession } from "../../session/index.ts";
import { homeAnnouncementsQuery, useHomeAnnouncements } from "../api/get-home-announcements.ts";
import { useHomeHelpCentre } from "../api/get-help-centre.ts";
import { BannerCarousel } from "../banners/banner-carousel.tsx";
import { bannersInOrder } from "../banners/banner-order.ts";
import { currentDevice } from "../download/device-facts.ts";
import { needsInstallGuide } from "../download/install-options.ts";
import { HotPanel } from "../hot/hot-panel.tsx";
import { CategoryMenu } from "../menu/category-menu.tsx";
import { CategoryPanel } from "../menu/category-panel.tsx";
import { NoticeMarquee } from "../notices/notice-marquee.tsx";
import { LoginPopups } from "../prompts/login-popups.tsx";
import { useAgentPrompts } from "../prompts/use-agent-prompts.ts";
import { sessionMarker } from "../../session/index.ts";
import "../home.css";

const InstallGuideFooter = lazy(() => import("../download/install-guide-footer.tsx"));

/** The login whose pop-ups were closed (its sessionMarker, never the token): they show once per login. */
const POPUPS_SEEN_KEY = "HOME_LOGIN_POPUPS";
const noIds: readonly string[] = [];

function requestedGameType(): unknown {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null ? (state as Record<string, unknown>).gameType : undefined;
}

/** The game area's shape while its calls are on their way: the menu column and the hot cards. */
function HomeGamesSkeleton() {
  return (
    <>
      <Skeleton shape="menu" count={5} />
      <Skeleton shape="tiles" count={6} />
    </>
  );
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
  // Hydrating the build's prerender: every answer reads as "not yet", as it did there (lib/hydration.ts).
  const hydrating = useHydrating();
  const announcements = useAsPrerendered(useHomeAnnouncements());
  const mapping = useAsPrerendered(useVendorMapping());
  const hot = useAsPrerendered(useHotGames());
  const liveFavouriteIds = useFavouriteIds();
  const favouriteIds = hydrating ? noIds : liveFavouriteIds;
  const help = useAsPrerendered(useHomeHelpCentre());
  const launch = useLaunchGame();
  const gameArea = combineQueries(mapping, hot);

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
  // (Hydrating, the skeleton is already drawn: it stays.)
  const showGames = useDeferredValue(true, hydrating);

  return (
    <div className="home">
      {announcements.isPending ? (
        <div className="banner-carousel" aria-hidden="true">
          <div className="banner-carousel__track" />
        </div>
      ) : (
        <BannerCarousel banners={banners} />
      )}
      {/* Spec §8: the announcements fail silently; a failure is not 'no announcement'. */}
      {announcements.isError && !announcements.data ? null : <NoticeMarquee notices={announcements.data?.player ?? []} />}
      <div className="home-games" style={{ minHeight: `${menuHeightRem(categories.length)}rem` }}>
        {showGames ? (
          // The menu and the hot list come from two calls: one skeleton, one message, one retry for both.
          <DataState query={gameArea} skeleton={<HomeGamesSkeleton />}>
            {() => (
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
            )}
          </DataState>
        ) : null}
      </div>
      {showPopups ? <LoginPopups popups={popups} onDone={popupsDone} /> : null}
      {!hydrating && needsInstallGuide(currentDevice()) ? (
        <Suspense fallback={null}>
          <InstallGuideFooter />
        </Suspense>
      ) : null}
    </div>
  );
}
