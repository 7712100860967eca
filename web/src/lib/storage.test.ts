import { afterEach, describe, expect, it, vi } from "vitest";
import { clearSessionStorage, keepOnLogout, readJson, readText, removeKey, writeJson, writeText } from "./storage.ts";

const isFlow = (value: unknown): value is { provider: string } =>
  typeof value === "object" && value !== null && typeof (value as { provider?: unknown }).provider === "string";

afterEach(() => vi.restoreAllMocks());

describe("storage (the one home of sessionStorage and localStorage)", () => {
  it("keeps the session and the local area apart", () => {
    writeText("session", "K", "in session");
    writeText("local", "K", "in local");
    expect(readText("session", "K")).toBe("in session");
    expect(readText("local", "K")).toBe("in local");
    expect(window.sessionStorage.getItem("K")).toBe("in session");
    expect(window.localStorage.getItem("K")).toBe("in local");
  });

  it("reads null for a missing key and removes a key from its own area only", () => {
    expect(readText("local", "missing")).toBeNull();
    writeText("session", "K", "a");
    writeText("local", "K", "b");
    removeKey("session", "K");
    expect(readText("session", "K")).toBeNull();
    expect(readText("local", "K")).toBe("b");
  });

  it("round-trips JSON and refuses what does not parse or does not pass the check", () => {
    writeJson("session", "FLOW", { provider: "google", state: "s1" });
    expect(window.sessionStorage.getItem("FLOW")).toBe('{"provider":"google","state":"s1"}');
    expect(readJson("session", "FLOW", isFlow)).toEqual({ provider: "google", state: "s1" });
    window.sessionStorage.setItem("FLOW", "{not json");
    expect(readJson("session", "FLOW", isFlow)).toBeNull();
    window.sessionStorage.setItem("FLOW", '{"provider":7}');
    expect(readJson("session", "FLOW", isFlow)).toBeNull();
    expect(readJson("session", "absent", isFlow)).toBeNull();
  });

  it("runs on when the storage itself cannot be reached (a private window, a blocked site)", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(readText("local", "theme")).toBeNull();
    expect(() => writeText("local", "theme", "dark")).not.toThrow();
    expect(() => removeKey("local", "theme")).not.toThrow();
    expect(readJson("local", "theme", isFlow)).toBeNull();
  });

  it("runs on when every access throws (quota full, Safari's old private mode)", () => {
    const refuse = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(refuse);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(refuse);
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(refuse);
    vi.spyOn(Storage.prototype, "clear").mockImplementation(refuse);
    expect(() => writeJson("session", "K", { a: 1 })).not.toThrow();
    expect(readText("session", "K")).toBeNull();
    expect(() => removeKey("session", "K")).not.toThrow();
    expect(() => clearSessionStorage()).not.toThrow();
  });

  it("clears the session area on logout but the keys kept on logout, and never the local area", () => {
    keepOnLogout("QA_KEPT");
    writeText("session", "QA_KEPT", "scenario");
    writeText("session", "MC_SESSION_INFO", "{}");
    writeText("local", "theme", "light");
    clearSessionStorage();
    expect(readText("session", "QA_KEPT")).toBe("scenario");
    expect(readText("session", "MC_SESSION_INFO")).toBeNull();
    expect(readText("local", "theme")).toBe("light");
  });
});
