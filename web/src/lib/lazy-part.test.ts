import { afterEach, describe, expect, it, vi } from "vitest";
import { IMPORT_RETRY_DELAYS_MS, retryImport } from "./lazy-part.ts";

const [FIRST_DELAY = 0, SECOND_DELAY = 0] = IMPORT_RETRY_DELAYS_MS;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.querySelectorAll("link").forEach((link) => link.remove());
});

/** A load that fails `failures` times, then gives "module". */
function flaky(failures: number, error = new TypeError("Failed to fetch dynamically imported module")) {
  let calls = 0;
  const load = vi.fn(() => (++calls <= failures ? Promise.reject(error) : Promise.resolve("module")));
  return load;
}

describe("retryImport (a chunk that fails while the network drops is tried again)", () => {
  it(`tries again after ${FIRST_DELAY} ms and ${SECOND_DELAY} ms, then gives the module`, async () => {
    vi.useFakeTimers();
    const load = flaky(2);
    const result = retryImport(load);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(FIRST_DELAY - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(SECOND_DELAY);
    await expect(result).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("gives its last failure when every try fails", async () => {
    vi.useFakeTimers();
    const load = flaky(9);
    const result = retryImport(load);
    const settled = expect(result).rejects.toThrow(/Failed to fetch/);
    await vi.advanceTimersByTimeAsync(FIRST_DELAY + SECOND_DELAY);
    await settled;
    expect(load).toHaveBeenCalledTimes(IMPORT_RETRY_DELAYS_MS.length + 1);
  });

  it("offline, waits for the network to come back before trying again", async () => {
    vi.useFakeTimers();
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const load = flaky(1);
    const result = retryImport(load);
    await vi.advanceTimersByTimeAsync(FIRST_DELAY * 10);
    expect(load).toHaveBeenCalledTimes(1);
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event("online"));
    await expect(result).resolves.toBe("module");
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("drops the stylesheet link a failed preload left (so it loads again), never an inlined page's disabled one", async () => {
    vi.useFakeTimers();
    const failed = Object.assign(document.createElement("link"), { rel: "stylesheet", href: "/assets/carousel-1.css" });
    const inlined = Object.assign(document.createElement("link"), { rel: "stylesheet", href: "/assets/index-2.css", disabled: true });
    document.head.append(failed, inlined);
    const load = flaky(1, new Error(`Unable to preload CSS for ${window.location.origin}/assets/carousel-1.css`));
    const result = retryImport(load);
    await vi.advanceTimersByTimeAsync(FIRST_DELAY);
    await expect(result).resolves.toBe("module");
    expect(failed.isConnected).toBe(false);
    expect(inlined.isConnected).toBe(true);
  });
});
