import type { components } from "@platform/sdk";
import { memo, useEffect, useRef, type RefObject } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { MegaphoneIcon } from "../../games/components/game-icons.tsx";
import "./notice-marquee.css";

type Announcement = components["schemas"]["Announcement"];

/** Spec §2, §9: the ticker moves at 30 frames a second. */
export const MARQUEE_FPS = 30;
/** Pixels moved per frame (about 45 px a second). */
const STEP_PX = 1.5;

/** Spec §2: the notice screen opens on the tapped notice (`index` query). */
export function noticePath(index: number): string {
  return `/m/notice?index=${index}`;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * Moves the track left at 30 fps, writing only the transform (no React render,
 * no layout read per frame: the loop width is measured once and on resize).
 */
function useMarquee(track: RefObject<HTMLDivElement | null>, running: boolean) {
  useEffect(() => {
    const element = track.current;
    if (!running || !element || prefersReducedMotion()) return;
    // The titles are drawn twice; after one copy's width the picture repeats. Measured
    // after layout (a ResizeObserver reports once at start), never forcing one.
    let loop = 0;
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => (loop = element.scrollWidth / 2));
    resize?.observe(element);
    let offset = 0;
    const timer = setInterval(() => {
      offset = loop > 0 && offset + STEP_PX >= loop ? 0 : offset + STEP_PX;
      element.style.transform = `translateX(${-offset}px)`;
    }, 1000 / MARQUEE_FPS);
    return () => {
      clearInterval(timer);
      resize?.disconnect();
    };
  }, [track, running]);
}

/** Spec §2 "Home": the notice ticker; a tap opens /m/notice on that notice; none shows 'no announcement'. */
export const NoticeMarquee = memo(function NoticeMarquee({ notices }: { notices: readonly Announcement[] }) {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const track = useRef<HTMLDivElement>(null);
  useMarquee(track, notices.length > 0);

  const titles = (copy: number) =>
    notices.map((notice, index) => (
      <button
        key={`${copy}-${notice.id}`}
        type="button"
        className="notice-marquee__item"
        tabIndex={copy === 0 ? undefined : -1}
        onClick={() => navigate(noticePath(index))}
      >
        {notice.title}
      </button>
    ));

  return (
    <section className="notice-marquee" aria-label={LL.games.home.notices()}>
      <MegaphoneIcon className="notice-marquee__icon" />
      <div className="notice-marquee__viewport">
        {notices.length === 0 ? (
          <p className="notice-marquee__empty">{LL.empty.noAnnouncement()}</p>
        ) : (
          <div ref={track} className="notice-marquee__track">
            <div className="notice-marquee__copy">{titles(0)}</div>
            <div className="notice-marquee__copy" aria-hidden="true">
              {titles(1)}
            </div>
          </div>
        )}
      </div>
    </section>
  );
});
