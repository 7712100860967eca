import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../testing/fake-api.ts";
import { memberInfo, memberSession } from "../../testing/fixtures.ts";
import { renderAppWith } from "../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../home/testing/home-handlers.ts";

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

describe("balance in the home header (spec §1, §4)", () => {
  it("shows ￥ with grouping and two decimals, hides it as asterisks, masks it while refreshing", async () => {
    let answer: (response: Response) => void = () => undefined;
    let calls = 0;
    const { user } = renderApp({
      route: "/m/home",
      session: memberSession(),
      api: {
        "GET /wps/member/info": () => {
          calls += 1;
          if (calls === 1) return json(memberInfo({ sumBalance: 12580.5 }));
          return new Promise<Response>((resolve) => (answer = resolve));
        },
      },
    });
    const amount = await screen.findByRole("status", { name: "Balance" });
    await waitFor(() => expect(amount).toHaveTextContent("￥12,580.50"));

    await user.click(screen.getByRole("button", { name: "Hide balance" }));
    expect(amount).toHaveTextContent("￥******");
    await user.click(screen.getByRole("button", { name: "Show balance" }));

    await user.click(screen.getByRole("button", { name: "Refresh balance" }));
    expect(amount).toHaveTextContent("￥--.--");
    answer(json(memberInfo({ sumBalance: 99.9 })));
    await waitFor(() => expect(amount).toHaveTextContent("￥99.90"));
  });
});
