// The keen-slider set-up the carousels share (home's banners, the VIP
// levels): the slide in view, and one dot per slide. Import it only from
// lazily loaded code: keen-slider stays out of the first load.
import { useKeenSlider, type KeenSliderOptions, type KeenSliderPlugin } from "keen-slider/react";
import { useState } from "react";
import { currentClass } from "./tabs.tsx";
import "keen-slider/keen-slider.min.css";

/** A keen-slider whose slide in view (`current`) is state, for the dots and for making the other slides inert. */
export function useCarousel(options: Omit<KeenSliderOptions, "slideChanged">, plugins?: KeenSliderPlugin[]) {
  const [current, setCurrent] = useState(0);
  const [trackRef, slider] = useKeenSlider<HTMLDivElement>({ ...options, slideChanged: (instance) => setCurrent(instance.track.details.rel) }, plugins);
  return { trackRef, slider, current };
}

/** One button per slide, named by `labels`; the current one says so (aria-current); a tap moves there. */
export function CarouselDots({
  labels,
  current,
  onPick,
  className,
  dotClassName,
  currentClassName,
}: {
  labels: readonly string[];
  current: number;
  onPick: (index: number) => void;
  className: string;
  dotClassName: string;
  currentClassName: string;
}) {
  return (
    <div className={className}>
      {labels.map((label, index) => (
        <button
          key={index}
          type="button"
          className={currentClass(dotClassName, currentClassName, index === current)}
          aria-label={label}
          aria-current={index === current}
          onClick={() => onPick(index)}
        />
      ))}
    </div>
  );
}
