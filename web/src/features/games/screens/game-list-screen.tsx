import { useSearch } from "wouter";
import { useSession } from "../../../shared/session/index.ts";
import { GameListView } from "../components/game-list-view.tsx";

/** /m/gameList?gameType={type}&vassalage={provider}&type={startTab} (spec §2). */
export default function GameListScreen() {
  const search = useSearch();
  const { session } = useSession();
  const query = new URLSearchParams(search);
  const route = { gameType: query.get("gameType"), vassalage: query.get("vassalage"), tab: query.get("type") };
  // A new address or a login/logout starts the list machine afresh (its input is read once).
  return <GameListView key={`${search}|${session?.userName ?? ""}`} route={route} />;
}
