/** The part of the Cache API the function uses, in memory (jsdom has none). */
export function memoryCaches(): CacheStorage {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (entries: Map<string, Response>) =>
    ({
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (request: Request) => entries.delete(request.url),
      put: async (request: Request, response: Response) => void entries.set(request.url, response),
    }) as unknown as Cache;
  return {
    has: async (name: string) => stores.has(name),
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
  } as unknown as CacheStorage;
}

