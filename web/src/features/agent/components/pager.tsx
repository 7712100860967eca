import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";

/** Previous / next under a paged report (contract pageNum/totalPages); hidden for one page. */
export function Pager({ page, totalPages, busy, onPage }: { page: number; totalPages: number; busy: boolean; onPage: (page: number) => void }) {
  const { LL } = useI18nContext();
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label={LL.agent.report.page({ page, total: totalPages })}>
      <button type="button" className="button button--ghost button--small" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {LL.agent.report.previous()}
      </button>
      <span className="pager__where" aria-live="polite">
        {LL.agent.report.page({ page, total: totalPages })}
      </span>
      <button type="button" className="button button--ghost button--small" disabled={busy || page >= totalPages} onClick={() => onPage(page + 1)}>
        {LL.agent.report.next()}
      </button>
    </nav>
  );
}
