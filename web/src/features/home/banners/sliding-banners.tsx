// The moving carousel, loaded once the first banner is on screen: first paint
// needs only the still first frame (banner-carousel.tsx).
//
// "Idle is idle": a slide is two Web Animations of `transform` (the
// banner leaving, the banner coming), which the compositor runs; no script,
// style or layout work per frame. Between slides the slides stand still in
// CSS. The autoplay wait runs only while the carousel is seen (the page shown,
// the carousel on screen) and never for reduced motion; a finger's drag moves
// the slides with it (a visible change the member makes).
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { CarouselDots } from "../../../ui/carousel-dots.tsx";
import { prefersReducedMotion, useSeen } from "../../../ui/motion.ts";
import type { Banner } from "./banner-destination.ts";
import { BannerSlide } from "./banner-slide.tsx";
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_SPEED_MS } from "./carousel-rules.ts";
import { after } from "../../../lib/timing.ts";

/** Keen-slider's ease-out the slides had before (1 + (t - 1)^5), as a curve the compositor runs. */
const SLIDE_EASING = "cubic-bezier(0.23, 1, 0.32, 1)";
/** A drag over this share of the width moves to the neighbour; a shorter one springs back. */
const SWIPE_SHARE = 0.2;
/** Movement before a press counts as a drag (and its tap no longer opens the banner). */
const DRAG_SLOP_PX = 8;

/** A slide under way: from the slide in view to `to`, +1 coming from the right, -1 from the left, after a drag of `dragPx`. */
interface Move {
  from: number;
  to: number;
  direction: 1 | -1;
  dragPx: number;
}

interface Press {
  pointerId: number;
  x: number;
  y: number;
  dx: number;
  dragging: boolean;
}

const translate = (px: number) => `translateX(${px}px)`;
/** Shows a slide at `transform` inline, over its CSS place (hidden unless in view); "" gives it back to the CSS. */
function place(slide: HTMLElement | null | undefined, transform: string) {
  if (!slide) return;
  slide.style.transform = transform;
  slide.style.visibility = transform ? "visible" : "";
}

/** Spec §2: loops, 1000 ms slides, autoplay every 5000 ms that keeps going after a touch (a drag only restarts the wait). */
export default function SlidingBanners({ banners }: { banners: readonly Banner[] }) {
  const { LL } = useI18nContext();
  const count = banners.length;
  const track = useRef<HTMLDivElement>(null);
  const slides = useRef<(HTMLDivElement | null)[]>([]);
  const running = useRef<Animation[]>([]);
  const pending = useRef<Move | null>(null);
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const seen = useSeen(track);
  const [reduced] = useState(prefersReducedMotion);

  /** Ends a slide under way at its end: the next one starts from a still picture. */
  const settle = useCallback(() => {
    for (const animation of running.current) animation.finish();
    running.current = [];
    for (const slide of slides.current) if (slide) slide.style.visibility = "";
  }, []);

  /** Runs a slide's animations, each slide shown while its animation runs, then given back to the CSS. */
  const run = useCallback((steps: [HTMLElement, Keyframe[]][], duration: number) => {
    const animations = steps.map(([slide, keyframes]) => {
      slide.style.visibility = "visible";
      return slide.animate(keyframes, { duration, easing: SLIDE_EASING });
    });
    running.current = animations;
    void Promise.all(animations.map((animation) => animation.finished)).then(
      () => {
        if (running.current !== animations) return;
        running.current = [];
        for (const [slide] of steps) slide.style.visibility = "";
      },
      () => undefined,
    );
  }, []);

  /** The slide in view as the last render drew it (what a move leaves). */
  const shown = useRef(0);
  const move = useCallback(
    (to: number, direction: 1 | -1, dragPx = 0) => {
      settle();
      if (to === shown.current) return;
      pending.current = { from: shown.current, to, direction, dragPx };
      shown.current = to;
      setCurrent(to);
    },
    [settle],
  );

  // The slide itself, before the browser paints the new slide in view: the leaving banner and the coming
  // one are animated from where they stood to where the CSS now holds them.
  useLayoutEffect(() => {
    const step = pending.current;
    pending.current = null;
    const width = track.current?.clientWidth ?? 0;
    if (!step || reduced || !width) return;
    const leaving = slides.current[step.from];
    const coming = slides.current[step.to];
    if (typeof leaving?.animate !== "function" || typeof coming?.animate !== "function") return;
    run(
      [
        [leaving, [{ transform: translate(step.dragPx) }, { transform: translate(-step.direction * width) }]],
        [coming, [{ transform: translate(step.direction * width + step.dragPx) }, { transform: translate(0) }]],
      ],
      CAROUSEL_SPEED_MS,
    );
  }, [current, reduced, run]);

  // A slide under way when the page is hidden or the carousel scrolled away stops there and goes on when seen.
  useEffect(() => {
    for (const animation of running.current) {
      if (seen) animation.play();
      else animation.pause();
    }
  }, [seen]);

  // Autoplay: the wait starts when a slide has ended, only while the carousel is seen and not held by a finger.
  useEffect(() => {
    if (!seen || held || reduced || count < 2) return;
    const sliding = running.current.some((animation) => animation.playState !== "finished");
    const wait = CAROUSEL_AUTOPLAY_MS + (sliding ? CAROUSEL_SPEED_MS : 0);
    return after(wait, () => move((current + 1) % count, 1));
  }, [seen, held, reduced, count, current, move]);

  useEffect(() => () => settle(), [settle]);

  const neighbour = (dx: number) => (dx < 0 ? (current + 1) % count : (current - 1 + count) % count);
  /** Puts the slide in view and the neighbour the finger pulls in at the finger's offset (inline, over the CSS). */
  const follow = (dx: number) => {
    const width = track.current?.clientWidth ?? 0;
    slides.current.forEach((slide, index) => {
      if (index === current) place(slide, translate(dx));
      else if (index === neighbour(dx) && dx !== 0) place(slide, translate(Math.sign(-dx) * width + dx));
      else place(slide, "");
    });
  };
  const release = () => {
    for (const slide of slides.current) place(slide, "");
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || event.button !== 0) return;
    settle();
    dragged.current = false;
    press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, dx: 0, dragging: false };
    setHeld(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const p = press.current;
    if (!p || p.pointerId !== event.pointerId) return;
    const dx = event.clientX - p.x;
    if (!p.dragging) {
      if (Math.abs(dx) < DRAG_SLOP_PX || Math.abs(dx) < Math.abs(event.clientY - p.y)) return;
      p.dragging = true;
      dragged.current = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    p.dx = dx;
    follow(dx);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const p = press.current;
    if (!p || p.pointerId !== event.pointerId) return;
    press.current = null;
    setHeld(false);
    if (!p.dragging) return;
    const width = track.current?.clientWidth ?? 0;
    release();
    if (count > 1 && Math.abs(p.dx) > width * SWIPE_SHARE) {
      move(neighbour(p.dx), p.dx < 0 ? 1 : -1, p.dx);
      return;
    }
    // Too short: the banners spring back to where they stood.
    const back = slides.current[neighbour(p.dx)];
    const here = slides.current[current];
    if (reduced || p.dx === 0 || typeof here?.animate !== "function" || typeof back?.animate !== "function") return;
    run(
      [
        [here, [{ transform: translate(p.dx) }, { transform: translate(0) }]],
        [back, [{ transform: translate(Math.sign(-p.dx) * width + p.dx) }, { transform: translate(Math.sign(-p.dx) * width) }]],
      ],
      CAROUSEL_SPEED_MS / 2,
    );
  };

  return (
    <>
      <div
        ref={track}
        className="banner-carousel__track banner-carousel__track--sliding"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(event) => {
          // The tap that ends a drag does not open the banner.
          if (!dragged.current) return;
          dragged.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        {banners.map((banner, index) => (
          // inert, not only aria-hidden: a slide out of view must also drop its link from the tab order (axe aria-hidden-focus).
          <div
            key={banner.id}
            ref={(slide) => {
              slides.current[index] = slide;
            }}
            className={`banner-carousel__slide${index === current ? " banner-carousel__slide--current" : ""}`}
            inert={index !== current}
          >
            <BannerSlide banner={banner} first={index === 0} />
          </div>
        ))}
      </div>
      <CarouselDots
        labels={banners.map((_, index) => LL.games.home.bannerDot({ index: index + 1 }))}
        current={current}
        onPick={(index) => move(index, index > current ? 1 : -1)}
        className="banner-carousel__dots"
        dotClassName="banner-carousel__dot"
        currentClassName="banner-carousel__dot--current"
      />
    </>
  );
}
