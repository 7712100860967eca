import { CategoryGamesPage } from "../components/category-games-page.tsx";

/** Spec §2: /m/live-games lists the LIVE games. */
export default function LiveGamesScreen() {
  return <CategoryGamesPage gameType="LIVE" />;
}
