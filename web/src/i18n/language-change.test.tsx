import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/test-utils.tsx";
import { useLanguage } from "./use-language.ts";
import { RECHECK_AFTER_LANGUAGE_MS, useAfterLanguageChange } from "./language-change.ts";

function Form({ revalidate }: { revalidate: () => void }) {
  useAfterLanguageChange(revalidate);
  const { changeLanguage } = useLanguage();
  return (
    <button type="button" onClick={() => void changeLanguage("cn")}>
      switch
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useAfterLanguageChange (the one way to wait for a language to settle)", () => {
  it("revalidates RECHECK_AFTER_LANGUAGE_MS after a language change, not on mount", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const revalidate = vi.fn();
    const { user } = renderWithProviders(<Form revalidate={revalidate} />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(revalidate).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "switch" }));
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_AFTER_LANGUAGE_MS - 50));
    expect(revalidate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(document.documentElement.lang).toBe("cn");
  });
});
