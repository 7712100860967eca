// The keen-slider set-up of the VIP levels' carousel: the slide in view. Import it only from
// lazily loaded code: keen-slider stays out of the first load. (Home's banners slide on the
// compositor without it: features/home/banners/sliding-banners.tsx.)
import { useKeenSlider, type KeenSliderOptions } from "keen-slider/react";
import { useState } from "react";
import "keen-slider/keen-slider.min.css";

/** A keen-slider whose slide in view (`current`) is state, for the dots and for making the other slides inert. */
export function useCarousel(options: Omit<KeenSliderOptions, "slideChanged">) {
  const [current, setCurrent] = useState(0);
  const [trackRef, slider] = useKeenSlider<HTMLDivElement>({ ...options, slideChanged: (instance) => setCurrent(instance.track.details.rel) });
  return { trackRef, slider, current };
}
