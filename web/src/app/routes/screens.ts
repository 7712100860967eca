// The screen registry: every features/<feature>/screens/<name>-screen.tsx,
// each a lazy component (its own chunk) loaded the first time its route shows.
import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** What a screen receives: the route's `:name` parameters (query strings via wouter's useSearch). */
export interface ScreenProps {
  params: Record<string, string>;
}

type ScreenModule = { default: ComponentType<ScreenProps> };

const loaders = import.meta.glob<ScreenModule>("../../features/*/screens/*-screen.tsx");

export const screens: Record<string, LazyExoticComponent<ComponentType<ScreenProps>>> = Object.fromEntries(
  Object.entries(loaders).map(([file, load]) => [file, lazy(load)]),
);

export function screenFile(screen: string): string {
  const [feature, name] = screen.split("/");
  return `../../features/${feature}/screens/${name}-screen.tsx`;
}

/** Screen files present in the tree (the test checks each has a route). */
export function screenFiles(): string[] {
  return Object.keys(screens);
}
