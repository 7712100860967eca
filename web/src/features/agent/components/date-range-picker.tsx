import { useId, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import type { DateRange } from "../api/api-types.ts";
import { checkCustomRange, presetOf, presetRange, rangePresets, type CustomRangeProblem } from "../date-range.ts";

/** Today, yesterday, this week, this month or a custom range (dayjs); a wrong custom range is explained and kept. */
export function DateRangePicker({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) {
  const { LL } = useI18nContext();
  const preset = presetOf(value);
  const [custom, setCustom] = useState(preset === undefined);
  const [draft, setDraft] = useState<DateRange>(value);
  const [problem, setProblem] = useState<CustomRangeProblem>();
  const id = useId();

  const apply = () => {
    const found = checkCustomRange(draft);
    setProblem(found);
    if (!found) onChange(draft);
  };

  return (
    <section className="range-picker" aria-label={LL.agent.range.label()}>
      <div className="range-picker__chips" role="group" aria-label={LL.agent.range.label()}>
        {rangePresets.map((name) => (
          <button
            key={name}
            type="button"
            className={`chip${!custom && preset === name ? " chip--on" : ""}`}
            aria-pressed={!custom && preset === name}
            onClick={() => {
              setCustom(false);
              setProblem(undefined);
              const next = presetRange(name);
              setDraft(next);
              onChange(next);
            }}
          >
            {LL.agent.range[name]()}
          </button>
        ))}
        <button type="button" className={`chip${custom ? " chip--on" : ""}`} aria-pressed={custom} onClick={() => setCustom(true)}>
          {LL.agent.range.custom()}
        </button>
      </div>
      {custom ? (
        <form
          className="range-picker__custom"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          {(["startDate", "endDate"] as const).map((end) => (
            <label key={end} className="range-picker__field" htmlFor={`${id}-${end}`}>
              <span>{end === "startDate" ? LL.agent.range.from() : LL.agent.range.to()}</span>
              <input
                id={`${id}-${end}`}
                type="date"
                value={draft[end]}
                aria-invalid={problem !== undefined}
                aria-describedby={problem ? `${id}-problem` : undefined}
                onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
              />
            </label>
          ))}
          <button type="submit" className="button button--primary button--small">
            {LL.agent.range.apply()}
          </button>
          {problem ? (
            <p id={`${id}-problem`} className="range-picker__problem" role="alert">
              {LL.agent.range[problem]()}
            </p>
          ) : null}
        </form>
      ) : null}
      <p className="range-picker__shown">{LL.agent.range.shown({ start: value.startDate, end: value.endDate })}</p>
    </section>
  );
}
