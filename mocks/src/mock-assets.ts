// The images the contract's examples point at are served from mocks/assets
// under /mock-assets/ (web/vite.config.ts in mock mode), so every such URL
// must name a small file there.

/** Every distinct `/mock-assets/...` path found in any string of the document (examples included), sorted. */
export function mockAssetUrls(doc: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      for (const match of value.matchAll(/\/mock-assets\/[^\s"'()<>?#]+/g)) found.add(match[0]);
    } else if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (typeof value === "object" && value !== null) {
      Object.values(value).forEach(visit);
    }
  };
  visit(doc);
  return [...found].sort();
}
