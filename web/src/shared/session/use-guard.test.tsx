import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { memberSession, trialSession } from "../../testing/fixtures.ts";
import { renderWithProviders } from "../../testing/test-utils.tsx";
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
  // One way to refuse a trial account, whatever it tapped: spec §6's 'free_reject' with Register now.
  it.each(["inbox", "liveChat", "deposit", "withdraw", "memberCentre", "records"] as const)("refuses a trial account %s the one way: 'free_reject', Register now or Cancel", async (action) => {
    const onAllowed = vi.fn();
    const { user } = renderWithProviders(<Action action={action} onAllowed={onAllowed} />, { route: "/m/trail", session: trialSession() });
    await user.click(screen.getByRole("button", { name: "go" }));
    const refusal = await screen.findByRole("alertdialog", { name: "Trial account" });
    expect(within(refusal).getByText("Please login an actual account to use this function")).toBeInTheDocument();
    expect(within(refusal).getByRole("button", { name: "Register now" })).toBeInTheDocument();
    await user.click(within(refusal).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(window.location.pathname).toBe("/m/trail");
    expect(onAllowed).not.toHaveBeenCalled();
  });

  it("takes a trial account that chose Register now to /m/register", async () => {
    const { user } = renderWithProviders(<Action action="deposit" onAllowed={vi.fn()} />, { route: "/m/trail", session: trialSession() });
    await user.click(screen.getByRole("button", { name: "go" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Register now" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/register"));
  });

  it("tells an account of another type that may not deposit (40) the same words, with OK only", async () => {
    const { user } = renderWithProviders(<Action action="deposit" onAllowed={vi.fn()} />, { route: "/m/trail", session: memberSession({ type: 40 }) });
    await user.click(screen.getByRole("button", { name: "go" }));
    const refusal = await screen.findByRole("alertdialog", { name: "Please login an actual account to use this function" });
    expect(within(refusal).queryByRole("button", { name: "Register now" })).not.toBeInTheDocument();
    await user.click(within(refusal).getByRole("button", { name: "OK" }));
    expect(window.location.pathname).toBe("/m/trail");
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
