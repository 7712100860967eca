import type { GameFilters } from "@platform/machines";
import { useState, type FormEvent } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { Sheet } from "../../../ui/sheet.tsx";
import { MIN_BETS, SLOT_CLASSES } from "../api/get-game-list.ts";
import type { GameVendor } from "../game-types.ts";

interface ChoiceProps {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
}

function Choices({ name, legend, options, value, onChange }: ChoiceProps) {
  return (
    <fieldset className="filter-drawer__group">
      <legend className="filter-drawer__legend">{legend}</legend>
      <div className="filter-drawer__chips">
        {options.map((option) => (
          <label key={option.value || "all"} className={`chip${option.value === value ? " chip--on" : ""}`}>
            <input
              type="radio"
              className="chip__input"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Spec §2 "Filter drawer": name search, provider list and, for slots only,
 * the game-type and min-bet lists; submit applies them (drawer-submit.ts).
 */
export function FilterDrawer({
  filters,
  vendors,
  slots,
  focusName,
  onSubmit,
  onClose,
}: {
  filters: GameFilters;
  vendors: readonly GameVendor[];
  slots: boolean;
  focusName: boolean;
  onSubmit: (filters: GameFilters) => void;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  const [gameName, setGameName] = useState(filters.gameName ?? "");
  const [vassalage, setVassalage] = useState(filters.vassalage ?? "");
  const [gameClassify, setGameClassify] = useState(filters.gameClassify ?? "");
  const [minBet, setMinBet] = useState(filters.minBet ?? "");
  const all = { value: "", label: LL.games.filter.all() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(slots ? { gameName, vassalage, gameClassify, minBet } : { gameName, vassalage });
  };
  const reset = () => {
    setGameName("");
    setVassalage("");
    setGameClassify("");
    setMinBet("");
  };

  return (
    <Sheet title={LL.games.filter.title()} closeLabel={LL.common.close()} onClose={onClose}>
      <form className="filter-drawer" onSubmit={submit}>
        <label className="filter-drawer__search">
          <span className="filter-drawer__legend">{LL.games.filter.name()}</span>
          <input
            type="search"
            className="filter-drawer__input"
            value={gameName}
            maxLength={64}
            placeholder={LL.games.filter.namePlaceholder()}
            autoFocus={focusName}
            enterKeyHint="search"
            onChange={(event) => setGameName(event.target.value)}
          />
        </label>
        <Choices
          name="vassalage"
          legend={LL.games.filter.providers()}
          options={[all, ...vendors.map((vendor) => ({ value: vendor.vassalage, label: vendor.displayName }))]}
          value={vassalage}
          onChange={setVassalage}
        />
        {slots ? (
          <>
            <Choices
              name="gameClassify"
              legend={LL.games.filter.gameTypes()}
              options={[all, ...SLOT_CLASSES.map((slotClass) => ({ value: slotClass, label: LL.games.slotClasses[slotClass]() }))]}
              value={gameClassify}
              onChange={setGameClassify}
            />
            <Choices
              name="minBet"
              legend={LL.games.filter.minBet()}
              options={[all, ...MIN_BETS.map((bet) => ({ value: String(bet), label: String(bet) }))]}
              value={minBet}
              onChange={setMinBet}
            />
          </>
        ) : null}
        <div className="filter-drawer__actions">
          <button type="button" className="button button--ghost" onClick={reset}>
            {LL.games.filter.reset()}
          </button>
          <button type="submit" className="button button--primary">
            {LL.games.filter.apply()}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
