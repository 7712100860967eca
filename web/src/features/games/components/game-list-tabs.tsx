import { GAME_LIST_TABS, type GameListTab } from "@platform/machines";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";

/** Spec §2: All, Hot, Recent, My Collection. */
export function GameListTabs({ current, onSelect }: { current: GameListTab; onSelect: (tab: GameListTab) => void }) {
  const { LL } = useI18nContext();
  return (
    <div className="game-list-tabs" role="tablist" aria-label={LL.games.tabs.label()}>
      {GAME_LIST_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === current}
          className={`game-list-tabs__tab${tab === current ? " game-list-tabs__tab--current" : ""}`}
          onClick={() => onSelect(tab)}
        >
          {LL.games.tabs[tab]()}
        </button>
      ))}
    </div>
  );
}
