// Issue 33: the later calls' chunk is fetched on a form's first focus or by the
// first call that needs it; a failed fetch is a network failure and is asked again.
import { readFailure } from "@platform/machines";
import { describe, expect, it, vi } from "vitest";
import { callsLoader } from "./load-later-calls.ts";

const calls = { send: async () => "sent" };

describe("callsLoader", () => {
  it("fetches the module once for the preload and every call after it", async () => {
    const load = vi.fn(async () => calls);
    const { preload, withCalls } = callsLoader(load);
    preload();
    await expect(withCalls((module) => module.send())).resolves.toBe("sent");
    await expect(withCalls((module) => module.send())).resolves.toBe("sent");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a failed fetch rejects as a network failure, without calling, and the next call fetches again", async () => {
    const load = vi.fn<() => Promise<typeof calls>>().mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module")).mockResolvedValue(calls);
    const { preload, withCalls } = callsLoader(load);
    preload();
    const call = vi.fn((module: typeof calls) => module.send());
    const failure: unknown = await withCalls(call).catch((error: unknown) => error);
    expect(readFailure(failure)).toEqual({ kind: "network", captchaRequired: false });
    expect(call).not.toHaveBeenCalled();

    await expect(withCalls(call)).resolves.toBe("sent");
    expect(call).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
