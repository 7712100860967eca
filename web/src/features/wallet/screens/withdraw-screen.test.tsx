import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { openSettings, withdrawHandlers } from "../testing/wallet-handlers.ts";

const renderApp = renderAppWith({ ...homeScreenHandlers, ...withdrawHandlers });
const PASSWORD = "135790";

/** Headers whose values are ciphertext or its digest: random hex or base64, which may hold any short run of digits by chance. */
const CIPHER_HEADERS = new Set(["encryption", "x-rsa", "x-digest"]);

/** What the request carries in the clear: its headers, address and body, each ciphertext shown as <cipher>. */
async function wireText(request: Request): Promise<string> {
  const headers = [...request.headers].map(([name, value]) => `${name}: ${CIPHER_HEADERS.has(name.toLowerCase()) ? "<cipher>" : value}`);
  const body = JSON.stringify({ ...((await request.clone().json()) as object), value: "<cipher>" });
  return `${headers.join("\n")}\n${request.url}\n${body}`;
}

describe("/m/withdraw (issue 14)", () => {
  it("shows the withdrawable balance, the cards with the default chosen, and the limits", async () => {
    renderApp({ route: "/m/withdraw", session: memberSession() });
    expect(await screen.findByText("￥10,345.60")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Industrial and Commercial Bank of China/ })).toBeChecked();
    expect(screen.getByText("3 of 5 left")).toBeInTheDocument();
  });

  it("refuses an amount above the withdrawable balance, keeps what was typed and sends nothing", async () => {
    const { user, api } = renderApp({ route: "/m/withdraw", session: memberSession() });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "20000");
    await user.type(screen.getByLabelText(/Withdrawal password/), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(amount).toHaveAccessibleDescription("The amount is more than you can withdraw (￥10,345.60)");
    expect(amount).toHaveValue("20000");
    expect(amount).toHaveFocus();
    expect(api.calls("POST /wps/transaction/withdraw")).toHaveLength(0);
  });

  it("refuses more than 2 decimals and an amount below the minimum", async () => {
    const { user } = renderApp({ route: "/m/withdraw", session: memberSession() });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "100.123");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(amount).toHaveAccessibleDescription("Enter a positive amount with at most 2 decimals");
    await user.clear(amount);
    await user.type(amount, "99");
    expect(amount).toHaveAccessibleDescription("The minimum amount is ￥100.00");
  });

  it("sends the withdrawal encrypted (no plain password on the wire) once, and shows the result with the new balance", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { "POST /wps/transaction/withdraw": () => new Promise<Response>((resolve) => (answer = resolve)) },
    });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "1000");
    await user.click(screen.getByRole("radio", { name: /China Merchants Bank/ }));
    await user.type(screen.getByLabelText(/Withdrawal password/), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(api.calls("POST /wps/transaction/withdraw")).toHaveLength(1));
    // One request per tap: the button is disabled while the call is in flight.
    expect(screen.getByRole("button", { name: "Withdraw" })).toBeDisabled();
    const [request] = api.calls("POST /wps/transaction/withdraw");
    const wire = await wireText(request!);
    expect(wire).not.toContain(PASSWORD);
    expect(wire).not.toContain("3302");
    expect(Object.keys((await request!.clone().json()) as object)).toEqual(["value"]);
    // The one body field is ciphertext (base64), not the form in the clear.
    expect(((await request!.clone().json()) as { value: string }).value).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(request!.headers.get("Encryption")).toMatch(/^[0-9a-f]+$/);

    answer(json(ok({ transactionId: "WD20261121224410032", amount: 1000, status: "PENDING", sumBalance: 11345.6 })));
    const result = await screen.findByRole("status", { name: "Withdrawal requested" });
    expect(within(result).getByText("WD20261121224410032")).toBeInTheDocument();
    expect(within(result).getByText("Under review")).toBeInTheDocument();
    expect(within(result).getByText("￥11,345.60")).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the form", async () => {
    const { user } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { "POST /wps/transaction/withdraw": { success: false, errorCode: "payment.password.err", message: "Incorrect withdrawal password" } },
    });
    const amount = await screen.findByRole("textbox", { name: /Amount/ });
    await user.type(amount, "500");
    await user.type(screen.getByLabelText(/Withdrawal password/), "000000");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Incorrect withdrawal password");
    expect(amount).toHaveValue("500");
  });

  it("explains a locked withdrawal and offers no form", async () => {
    renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { "GET /wps/transaction/withdraw/setting": ok({ ...openSettings, locked: true, lockReason: "Withdrawals are locked for 24 hours after a password change." }) },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Withdrawals are locked");
    expect(alert).toHaveTextContent("24 hours after a password change");
    expect(screen.queryByRole("button", { name: "Withdraw" })).toBeNull();
  });

  it("asks for a withdrawal password first when there is none, sent encrypted", async () => {
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { "GET /wps/member/hasWithdrawalPassword": ok(false), "PUT /wps/member/paymentPassword": ok(true) },
    });
    await user.type(await screen.findByLabelText(/^Withdrawal password/), "246810");
    await user.type(screen.getByLabelText(/Confirm withdrawal password/), "246811");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(screen.getByLabelText(/Confirm withdrawal password/)).toHaveAccessibleDescription("The two withdrawal passwords do not match");
    await user.clear(screen.getByLabelText(/Confirm withdrawal password/));
    await user.type(screen.getByLabelText(/Confirm withdrawal password/), "246810");
    await user.click(screen.getByRole("button", { name: "Set password" }));
    expect(await screen.findByRole("button", { name: "Withdraw" })).toBeInTheDocument();
    const [request] = api.calls("PUT /wps/member/paymentPassword");
    expect(await wireText(request!)).not.toContain("246810");
  });

  it("asks for a card first when there is none, with the chosen bank's rules, sent encrypted", async () => {
    let cards: unknown[] = [];
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: {
        "GET /wps/member/bankCard": () => json(ok(cards)),
        "PUT /wps/member/bankCard": () => {
          cards = [{ id: 3303, bankCode: "CMB", bankName: "China Merchants Bank", accountName: "Zhang Wei", cardNumber: "**** **** **** 6688" }];
          return json(ok(cards[0]));
        },
      },
    });
    await user.selectOptions(await screen.findByRole("combobox", { name: /Bank/ }), "CMB");
    await user.type(screen.getByRole("textbox", { name: /Card number/ }), "62258801377066881");
    await user.type(screen.getByRole("textbox", { name: /Name on the account/ }), "Zhang Wei");
    await user.type(screen.getByLabelText(/Withdrawal password/), PASSWORD);
    await user.click(screen.getByRole("button", { name: "Add card" }));
    expect(screen.getByRole("textbox", { name: /Card number/ })).toHaveAccessibleDescription("The card number has 16-16 digits");
    await user.clear(screen.getByRole("textbox", { name: /Card number/ }));
    await user.type(screen.getByRole("textbox", { name: /Card number/ }), "6225880137706688");
    await user.click(screen.getByRole("button", { name: "Add card" }));
    expect(await screen.findByRole("radio", { name: /China Merchants Bank/ })).toBeChecked();
    const wire = await wireText(api.calls("PUT /wps/member/bankCard")[0]!);
    expect(wire).not.toContain("6225880137706688");
    expect(wire).not.toContain(PASSWORD);
  });

  it("a failed load says so with Try again, and recovers", async () => {
    let fail = true;
    const { user } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: { "GET /wps/transaction/withdraw/setting": () => (fail ? json({ success: false }, { status: 500 }) : json(ok(openSettings))) },
    });
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole("textbox", { name: /Amount/ })).toBeInTheDocument();
  });

  it("sends a visitor to /m/login", async () => {
    renderApp({ route: "/m/withdraw" });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
  });
});
