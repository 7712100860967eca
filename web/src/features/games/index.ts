// The games feature's public surface: what other features (home) may use.
// Screens are reached through the route table; everything else is internal.
export type { Game } from "./game-types.ts";
export { hotGames } from "./api/get-hot-games.ts";
export { vendorMapping } from "./api/get-vendor-mapping.ts";
export { favouriteIds } from "./api/get-favourite-ids.ts";
export { hotOfCategory, hotWithoutFavourites } from "./hot-games.ts";
export { useLaunchGame } from "./launch/use-launch-game.ts";
export { FlameIcon, MegaphoneIcon } from "./components/game-icons.tsx";
export { GameTile } from "./components/game-tile.tsx";
export { LazyImageRoot } from "./components/lazy-image-root.tsx";
export { GameTiles } from "./components/game-tiles.tsx";
export { VendorCard } from "./components/vendor-card.tsx";
export { initialMenuKey, menuCategories, menuHeightRem, readTopicOf } from "./menu-categories.ts";
export type { MenuCategory, MenuKey, MenuVendor } from "./menu-categories.ts";
