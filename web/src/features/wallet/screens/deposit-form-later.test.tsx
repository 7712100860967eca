// The deposit centre draws its methods, their channels and the chosen channel's message (its largest paint)
// with the screen's own code and the data; the form's code (its machine, the money path, react-hook-form,
// xstate) is a chunk of its own that comes after. Its own file: the form's module is held here from its first import.
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { depositHandlers, depositMethods } from "../testing/deposit-handlers.ts";

const form = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { released, release: () => release() };
});

vi.mock("../components/deposit-form.tsx", async (importOriginal) => {
  await form.released;
  return importOriginal();
});

const renderApp = renderAppWith({ ...homeScreenHandlers, ...depositHandlers });
const MESSAGE = "Pay on your bank's page; the money arrives in about a minute.";
const [fastPay, ...others] = depositMethods.PG.channels;
const withMessage = { ...depositMethods, PG: { ...depositMethods.PG, channels: [{ ...fastPay, message: MESSAGE }, ...others] } };

describe("/m/voucherCenter before the form's code has come", () => {
  it("shows the methods, the channels and the channel's message with the form's place kept, then the form", async () => {
    renderApp({ route: "/m/voucherCenter", session: memberSession(), api: { "GET /wps/relay/MCSFE_getDepositPaymentChannels": ok(withMessage) } });
    const methods = await screen.findByRole("tablist", { name: "Payment methods" });
    expect(within(methods).getByRole("tab", { name: "Online banking" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("radiogroup", { name: "Channel" })).toBeInTheDocument();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
    const card = screen.getByRole("region", { name: "Payment method" });
    expect(within(card).getByRole("status", { name: "Loading…" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: /Amount/ })).not.toBeInTheDocument();

    form.release();
    expect(await screen.findByRole("textbox", { name: /Amount/ })).toHaveAttribute("placeholder", "￥100.00 – ￥50,000.00");
    expect(await screen.findByRole("button", { name: "Deposit now" })).toBeInTheDocument();
  });
});
