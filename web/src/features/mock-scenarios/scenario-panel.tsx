// Mock mode only: QA picks a named example per operation; the SDK
// then sends `Prefer` for it. Choosing or resetting refetches what is shown.
// On the sandbox backend the panel says so and offers its reset
// instead: the sandbox remembers, Prism serves any example on demand.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useSnapshot } from "valtio";
import { checkScenarioChoices, operationExamples, type OperationScenarios, type Scenario } from "@platform/mocks/scenarios";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { useAppServices } from "../../lib/app-services.tsx";
import { FlaskIcon } from "../../ui/screen-icons.tsx";
import { Sheet } from "../../ui/sheet.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { TOAST_LONG } from "../../ui/toast/toast-durations.ts";
import { toast } from "../../ui/toast/toast-store.ts";
import { backendKind, resetSandbox } from "./api/get-backend-kind.ts";
import { contractScenarios } from "./api/get-scenario-catalogue.ts";
import { useLocalQuery } from "../../lib/api-query.ts";
import { chooseScenarios, clearScenario, refuseScenarios, resetScenarios, scenarioRefusals, scenarioStore } from "./scenario-store.ts";
import "./scenario-panel.css";

/** When to use which mock: the sandbox for flows with memory, Prism for every example and error. */
function BackendNote() {
  const { LL } = useI18nContext();
  const backend = useLocalQuery(backendKind);
  const { fetch } = useAppServices();
  const queryClient = useQueryClient();
  if (backend.data?.kind !== "sandbox") return <p className="mock-panel__note">{LL.mock.prismNote()}</p>;
  const reset = async () => {
    await resetSandbox(fetch);
    void queryClient.invalidateQueries();
  };
  return (
    <section className="mock-panel__sandbox" aria-label={LL.mock.sandboxTitle()}>
      <p className="mock-panel__note">{LL.mock.sandboxNote({ captcha: backend.data.captcha, sms: backend.data.smsCode })}</p>
      <button type="button" className="button button--ghost button--small" onClick={() => void reset()}>
        {LL.mock.sandboxReset()}
      </button>
    </section>
  );
}

function CatalogueList({ filter }: { filter: string }) {
  const { LL } = useI18nContext();
  const catalogue = useLocalQuery(contractScenarios);
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

  const choose = (operation: OperationScenarios, example: Scenario) => {
    const code = example.status === operation.defaultStatus ? {} : { code: Number(example.status) };
    chooseScenarios({ [operation.operationId]: { example: example.name, ...code } });
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
                {operation.method.toUpperCase()} {operation.path}
              </span>
            </p>
            {operation.summary ? <p className="mock-panel__op-summary">{operation.summary}</p> : null}
            <ul className="mock-panel__examples">
              {operationExamples(operation).map((example) => {
                const active = chosen?.example === example.name;
                return (
                  <li key={`${example.status}-${example.name}`} className="mock-panel__example">
                    <button
                      type="button"
                      className={`chip mock-chip${active ? " chip--on" : ""}`}
                      aria-pressed={active}
                      onClick={() => choose(operation, example)}
                    >
                      {example.name}
                      {example.status === "200" ? null : (
                        <span className="mock-chip__code">{LL.mock.httpStatus({ code: Number(example.status) })}</span>
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

/**
 * A `?mock=` example its operation does not have was taken
 * silently and the screen showed "System error". It is refused (install.ts)
 * and said here, in a toast naming the valid examples.
 */
function useRefusalToast() {
  const { LL } = useI18nContext();
  const { refused } = useSnapshot(scenarioRefusals);
  useEffect(() => {
    if (refused.length === 0) return;
    const text = refused
      .map(({ operationId, example, validExamples }) =>
        validExamples.length > 0
          ? LL.mock.unknownExample({ operation: operationId, name: example, valid: validExamples.join(", ") })
          : LL.mock.noExamples({ operation: operationId, name: example }),
      )
      .join(" ");
    toast.error(text, TOAST_LONG);
    scenarioRefusals.refused = [];
  }, [LL, refused]);
}

/**
 * A kept choice (this browser session's) that names an example the contract
 * no longer has is refused like a `?mock=` one once the panel has the
 * catalogue: taken out of the active list, said in the toast.
 */
function useStaleChoiceCheck() {
  const catalogue = useLocalQuery(contractScenarios);
  const { scenarios } = useSnapshot(scenarioStore);
  useEffect(() => {
    if (!catalogue.data) return;
    const { refused } = checkScenarioChoices(catalogue.data, scenarios);
    if (refused.length === 0) return;
    for (const { operationId } of refused) clearScenario(operationId);
    refuseScenarios(refused);
  }, [catalogue.data, scenarios]);
}

function StaleChoiceCheck() {
  useStaleChoiceCheck();
  return null;
}

export default function ScenarioPanel() {
  const { LL } = useI18nContext();
  useRefusalToast();
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
        // Named by its content, not an aria-label: the name ("Mock scenarios 2") then holds the count it
        // shows (axe: label-content-name-mismatch).
        onClick={() => setOpen(true)}
      >
        <FlaskIcon aria-hidden="true" />
        <span className="visually-hidden">{LL.mock.open()}</span>
        {active.length > 0 ? <span className="count-badge mock-fab__count">{` ${active.length}`}</span> : null}
      </button>
      {open ? (
        <Sheet title={LL.mock.title()} closeLabel={LL.common.close()} onClose={() => setOpen(false)}>
          <BackendNote />
          <StaleChoiceCheck />
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
