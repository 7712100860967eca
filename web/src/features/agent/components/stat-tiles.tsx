import type { ReactNode } from "react";

export interface Stat {
  label: string;
  value: ReactNode;
}

/** Label/figure tiles (team statistics, dividend figures); a definition list for screen readers. */
export function StatTiles({ stats, label, columns = 2 }: { stats: readonly Stat[]; label: string; columns?: 2 | 4 }) {
  return (
    <dl className={`stat-tiles stat-tiles--${columns}`} aria-label={label}>
      {stats.map((stat) => (
        <div key={stat.label} className="stat-tiles__item">
          <dt className="stat-tiles__label">{stat.label}</dt>
          <dd className="stat-tiles__value">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
