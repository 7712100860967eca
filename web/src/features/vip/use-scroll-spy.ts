import { useCallback, useEffect, useRef, useState } from "react";
import { activeSection, scrollTarget, VIP_SECTIONS, type VipSection } from "./vip-copy.ts";

/** The sections' elements, the active one as the window scrolls, and a smooth scroll that puts a section 80 px below the top. */
export function useScrollSpy() {
  const sections = useRef(new Map<VipSection, HTMLElement>());
  const [active, setActive] = useState(0);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = VIP_SECTIONS.map((key) => sections.current.get(key)?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY);
      const root = document.documentElement;
      const atBottom = window.scrollY > 0 && Math.ceil(window.scrollY + window.innerHeight) >= root.scrollHeight - 1;
      setActive(activeSection({ tops, atBottom }));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, []);

  const register = useCallback(
    (key: VipSection) => (element: HTMLElement | null) => {
      if (element) sections.current.set(key, element);
      else sections.current.delete(key);
    },
    [],
  );

  const scrollTo = useCallback((key: VipSection) => {
    const element = sections.current.get(key);
    if (!element) return;
    setActive(VIP_SECTIONS.indexOf(key));
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
    window.scrollTo({ top: scrollTarget(element.getBoundingClientRect().top, window.scrollY), behavior: reduced ? "auto" : "smooth" });
  }, []);

  return { active, register, scrollTo };
}
