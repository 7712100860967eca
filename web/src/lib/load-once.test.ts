// The one loader of chunks. The chunk is fetched once for the preload and
// every call after it; a failed fetch is a network failure and is asked again.
import { readFailure } from "@platform/machines";
import { describe, expect, it, vi } from "vitest";
import { loadOnce } from "./load-once.ts";

const calls = { send: async () => "sent" };

describe("loadOnce", () => {
  it("fetches the module once for the preload and every call after it", async () => {
    const load = vi.fn(async () => calls);
    const loaded = loadOnce(load);
    loaded.preload();
    await expect(loaded().then((module) => module.send())).resolves.toBe("sent");
    await expect(loaded().then((module) => module.send())).resolves.toBe("sent");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a failed fetch rejects as a network failure, and the next call fetches again", async () => {
    const load = vi.fn<() => Promise<typeof calls>>().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue(calls);
    const loaded = loadOnce(load);
    loaded.preload();
    const failure: unknown = await loaded().catch((error: unknown) => error);
    expect(readFailure(failure)).toEqual({ kind: "network", captchaRequired: false });

    await expect(loaded()).resolves.toBe(calls);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("passes the first caller's arguments to the load (one client per page)", async () => {
    const load = vi.fn(async (config: string) => ({ config }));
    const loaded = loadOnce(load);
    await expect(loaded("first")).resolves.toEqual({ config: "first" });
    await expect(loaded("second")).resolves.toEqual({ config: "first" });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
