import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../testing/test-utils.tsx";
import { useLanguage } from "./use-language.ts";
import { REVALIDATE_AFTER_LANGUAGE_MS, useRevalidateOnLanguageChange } from "./use-revalidate-on-language-change.ts";

function Form({ revalidate }: { revalidate: () => void }) {
  useRevalidateOnLanguageChange(revalidate);
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

describe("useRevalidateOnLanguageChange (spec §5, §9: 200 ms)", () => {
  it("revalidates 200 ms after a language change, not on mount", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const revalidate = vi.fn();
    const { user } = renderWithProviders(<Form revalidate={revalidate} />);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(revalidate).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "switch" }));
    await act(() => vi.advanceTimersByTimeAsync(REVALIDATE_AFTER_LANGUAGE_MS - 50));
    expect(revalidate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(60));
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(document.documentElement.lang).toBe("cn");
  });
});
