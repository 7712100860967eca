// Mock mode only (issue 5): QA picks a named example per operation; the SDK
// then sends `Prefer` for it. Choosing or resetting refetches what is shown.
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useSnapshot } from "valtio";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { FlaskIcon } from "../../ui/icons.tsx";
import { Sheet } from "../../ui/sheet.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { useScenarioCatalogue } from "./api/get-scenario-catalogue.ts";
import type { ScenarioExample } from "./scenario-catalogue.ts";
import { chooseScenarios, clearScenario, resetScenarios, scenarioStore } from "./scenario-store.ts";
import "./scenario-panel.css";

function CatalogueList({ filter }: { filter: string }) {
  const { LL } = useI18nContext();
  const catalogue = useScenarioCatalogue();
  const { scenarios } = useSnapshot(scenarioStore);
  const queryClient = useQueryClient();

  const operations = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all = catalogue.data ?? [];
    if (!needle) return all;
    return all.filter((o) => `${o.operationId} ${o.path} ${o.summary}`.toLowerCase().includes(needle));
  }, [catalogue.data, filter]);

  if (catalogue.isPending) return <Spinner label={LL.common.loading()} />;
  if (catalogue.isError) return <p className="mock-panel__note">{LL.mock.loadFailed()}</p>;

  const choose = (operationId: string, example: ScenarioExample) => {
    const code = example.code >= 200 && example.code < 300 ? {} : { code: example.code };
    chooseScenarios({ [operationId]: { example: example.name, ...code } });
    void queryClient.invalidateQueries();
  };

  return (
    <ul className="mock-panel__operations">
      {operations.map((operation) => {
        const chosen = scenarios[operation.operationId];
        return (
          <li key={operation.operationId} className="mock-panel__operation">
            <p className="mock-panel__op-name">
              <code>{operation.operationId}</code>
              <span className="mock-panel__op-path">
                {operation.method} {operation.path}
              </span>
            </p>
            {operation.summary ? <p className="mock-panel__op-summary">{operation.summary}</p> : null}
            <ul className="mock-panel__examples">
              {operation.examples.map((example) => {
                const active = chosen?.example === example.name;
                return (
                  <li key={`${example.code}-${example.name}`} className="mock-panel__example">
                    <button
                      type="button"
                      className={`mock-chip${active ? " mock-chip--active" : ""}`}
                      aria-pressed={active}
                      onClick={() => choose(operation.operationId, example)}
                    >
                      {example.name}
                      {example.code === 200 ? null : (
                        <span className="mock-chip__code">{LL.mock.httpStatus({ code: example.code })}</span>
                      )}
                    </button>
                    {example.summary ? <span className="mock-panel__example-summary">{example.summary}</span> : null}
                  </li>
                );
              })}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

export default function ScenarioPanel() {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState("");
  const { scenarios } = useSnapshot(scenarioStore);
  const queryClient = useQueryClient();
  const active = Object.entries(scenarios);

  const reset = () => {
    resetScenarios();
    void queryClient.invalidateQueries();
  };

  return (
    <>
      <button
        type="button"
        className={`mock-fab${active.length > 0 ? " mock-fab--active" : ""}`}
        aria-label={LL.mock.open()}
        onClick={() => setOpen(true)}
      >
        <FlaskIcon />
        {active.length > 0 ? <span className="mock-fab__count">{active.length}</span> : null}
      </button>
      {open ? (
        <Sheet title={LL.mock.title()} closeLabel={LL.common.close()} onClose={() => setOpen(false)}>
          <section className="mock-panel__active" aria-label={LL.mock.active()}>
            {active.length === 0 ? (
              <p className="mock-panel__note">{LL.mock.none()}</p>
            ) : (
              <ul className="mock-panel__chosen">
                {active.map(([operationId, choice]) => (
                  <li key={operationId}>
                    <code>{operationId}</code>: {choice.example ?? LL.mock.httpStatus({ code: choice.code ?? 0 })}
                    <button
                      type="button"
                      className="mock-panel__clear"
                      aria-label={LL.mock.clear({ operation: operationId })}
                      onClick={() => {
                        clearScenario(operationId);
                        void queryClient.invalidateQueries();
                      }}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <button type="button" className="button button--ghost button--small" onClick={reset} disabled={active.length === 0}>
              {LL.mock.reset()}
            </button>
          </section>
          <input
            className="mock-panel__filter"
            type="search"
            placeholder={LL.mock.filter()}
            aria-label={LL.mock.filter()}
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <CatalogueList filter={filter} />
        </Sheet>
      ) : null}
    </>
  );
}
