import { CategoryGamesPage } from "../components/category-games-page.tsx";

/** Spec §2: /m/sport-games lists the SPORTS games. */
export default function SportGamesScreen() {
  return <CategoryGamesPage gameType="SPORTS" />;
}
