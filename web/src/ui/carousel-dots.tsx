// One dot per slide, for the carousels (home's banners, the VIP levels).
import { currentClass } from "./tabs.tsx";

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
