import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { memberSession, trialSession } from "../../testing/fixtures.ts";
import { renderWithProviders } from "../../testing/test-utils.tsx";
import { toastStore } from "../../ui/toast/toast-store.ts";
import { TOAST_FREE_REJECT } from "../../ui/toast/toast-durations.ts";
import type { GuardedAction } from "./roles.ts";
import { useGuard } from "./use-guard.ts";

function Action({ action, onAllowed }: { action: GuardedAction; onAllowed: () => void }) {
  const guard = useGuard();
  return (
    <button type="button" onClick={() => guard(action, onAllowed)}>
      go
    </button>
  );
}

describe("useGuard (spec §6)", () => {
  it.each(["inbox", "liveChat", "deposit"] as const)("shows a trial account 'free_reject' for 2 s on %s", async (action) => {
    const onAllowed = vi.fn();
    const { user } = renderWithProviders(<Action action={action} onAllowed={onAllowed} />, { session: trialSession() });
    await user.click(screen.getByRole("button", { name: "go" }));
    expect(await screen.findByText("Please login an actual account to use this function")).toBeInTheDocument();
    expect(toastStore.current?.durationMs).toBe(TOAST_FREE_REJECT);
    expect(onAllowed).not.toHaveBeenCalled();
  });

  it("sends a visitor to /m/login", async () => {
    const onAllowed = vi.fn();
    const { user } = renderWithProviders(<Action action="favourite" onAllowed={onAllowed} />, { route: "/m/gameList" });
    await user.click(screen.getByRole("button", { name: "go" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    expect(onAllowed).not.toHaveBeenCalled();
  });

  it("runs the action for a member", async () => {
    const onAllowed = vi.fn();
    const { user } = renderWithProviders(<Action action="inbox" onAllowed={onAllowed} />, { session: memberSession() });
    await user.click(screen.getByRole("button", { name: "go" }));
    expect(onAllowed).toHaveBeenCalledTimes(1);
  });
});
