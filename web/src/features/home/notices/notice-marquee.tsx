import type { components } from "@platform/sdk";
import { href } from "../../../lib/routes.ts";
import { memo, useEffect, useRef, type RefObject } from "react";
import { prefersReducedMotion, useSeen } from "../../../ui/motion.ts";
import { useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { MegaphoneIcon } from "../../games/first-paint.ts";
import "./notice-marquee.css";

type Announcement = components["schemas"]["Announcement"];

/** Spec §2, §9: the ticker moves at 30 frames a second. */
export const MARQUEE_FPS = 30;
/** Pixels moved per frame (about 45 px a second). */
const STEP_PX = 1.5;

/** Spec §2: the notice screen opens on the tapped notice (`index` query). */
function noticePath(index: number): string {
  return href("notice", { index });
}

/**
 * The ticker's motion: STEP_PX a frame at MARQUEE_FPS, over one copy's width
 * (the titles are drawn twice, so the picture then repeats), forever.
 */
export function marqueeAnimation(loopPx: number): { keyframes: Keyframe[]; options: KeyframeAnimationOptions } | null {
  if (!(loopPx > 0)) return null;
  const frames = Math.ceil(loopPx / STEP_PX);
  return {
    keyframes: [{ transform: "translateX(0)" }, { transform: `translateX(${-frames * STEP_PX}px)` }],
    options: { duration: (frames * 1000) / MARQUEE_FPS, iterations: Infinity, easing: `steps(${frames})` },
  };
}

/**
 * Runs the motion as a Web Animation of the transform: the compositor moves
 * the track, so no script, style or layout runs on the main thread per frame.
 * The loop width is read when the browser reports the track's size (a
 * ResizeObserver answers once at start and on each change), never forcing a layout.
 * The motion is paused while `seen` is false (the page hidden, the
 * ticker scrolled away) and goes on from where it stood when it is seen again.
 */
function useMarquee(track: RefObject<HTMLDivElement | null>, running: boolean, seen: boolean) {
  const ticker = useRef<Animation | undefined>(undefined);
  const seenNow = useRef(seen);
  useEffect(() => {
    seenNow.current = seen;
    const animation = ticker.current;
    if (!animation) return;
    if (seen) animation.play();
    else animation.pause();
  }, [seen]);
  useEffect(() => {
    const element = track.current;
    if (!running || !element || typeof element.animate !== "function" || prefersReducedMotion()) return;
    let animation: Animation | undefined;
    let loop = 0;
    const start = (width: number) => {
      if (width === loop) return;
      loop = width;
      animation?.cancel();
      const motion = marqueeAnimation(width);
      animation = motion ? element.animate(motion.keyframes, motion.options) : undefined;
      if (animation && !seenNow.current) animation.pause();
      ticker.current = animation;
    };
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => start(element.scrollWidth / 2));
    if (resize) resize.observe(element);
    else start(element.scrollWidth / 2);
    return () => {
      resize?.disconnect();
      animation?.cancel();
      ticker.current = undefined;
    };
  }, [track, running]);
}

/**
 * Spec §2 "Home": the notice ticker; a tap opens /m/notice on that notice; none shows 'no announcement'.
 * `loading`: the notices are not known yet; the ticker's frame stays empty (not 'no announcement').
 */
export const NoticeMarquee = memo(function NoticeMarquee({ notices, loading = false }: { notices: readonly Announcement[]; loading?: boolean }) {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const track = useRef<HTMLDivElement>(null);
  const region = useRef<HTMLElement>(null);
  useMarquee(track, notices.length > 0, useSeen(region));

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
    <section ref={region} className="notice-marquee" aria-label={LL.games.home.notices()}>
      <MegaphoneIcon className="notice-marquee__icon" />
      <div className="notice-marquee__viewport">
        {loading ? null : notices.length === 0 ? (
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
