import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney, formatPoints } from "../../../lib/money.ts";
import { ChoiceButtons } from "../../../ui/tabs.tsx";
import type { ConvertBounds } from "../points-rules.ts";
import { convertAmount, convertChoices } from "../points-rules.ts";

/** Conversion of points where configured: pick an amount, then confirm with the password; no Convert while a points call is unconfirmed (`locked`). */
export function ConvertPointsCard({ bounds, onConvert, locked = false }: { bounds: ConvertBounds; onConvert: (points: number) => void; locked?: boolean }) {
  const { LL } = useI18nContext();
  const choices = convertChoices(bounds);
  const [picked, setPicked] = useState<number>();
  const chosen = picked !== undefined && choices.includes(picked) ? picked : choices[0];
  return (
    <section className="rewards-section" aria-label={LL.rewards.mall.convertTitle()}>
      <h2 className="rewards-section__title">{LL.rewards.mall.convertTitle()}</h2>
      <p className="rewards-note">{LL.rewards.mall.convertRate({ points: formatPoints(bounds.pointsPerUnit), amount: formatMoney(1) })}</p>
      {chosen === undefined ? (
        <p className="point-reward__hint">{LL.rewards.mall.convertTooLow({ points: formatPoints(bounds.min) })}</p>
      ) : (
        <>
          <ChoiceButtons
            label={LL.rewards.mall.convertPoints()}
            choices={choices.map((points) => ({
              value: points,
              label: (
                <>
                  <span>{LL.rewards.mall.pointsShort({ points: formatPoints(points) })}</span>
                  <strong>{formatMoney(convertAmount(points, bounds.pointsPerUnit))}</strong>
                </>
              ),
            }))}
            current={chosen}
            onSelect={setPicked}
            className="points-choices"
            choiceClassName="points-choice"
            currentClassName="points-choice--on"
          />
          <button type="button" className="button button--primary button--block" disabled={locked} onClick={() => onConvert(chosen)}>
            {LL.rewards.mall.convertAction()}
          </button>
        </>
      )}
    </section>
  );
}
