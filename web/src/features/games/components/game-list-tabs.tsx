import { GAME_LIST_TABS, type GameListTab } from "@platform/machines";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { Tabs } from "../../../ui/tabs.tsx";

/** Spec §2: All, Hot, Recent, My Collection. */
export function GameListTabs({ current, onSelect }: { current: GameListTab; onSelect: (tab: GameListTab) => void }) {
  const { LL } = useI18nContext();
  return (
    <Tabs
      label={LL.games.tabs.label()}
      tabs={GAME_LIST_TABS.map((tab) => ({ value: tab, label: LL.games.tabs[tab]() }))}
      current={current}
      onSelect={onSelect}
      className="game-list-tabs"
      tabClassName="game-list-tabs__tab"
      currentClassName="game-list-tabs__tab--current"
    />
  );
}
