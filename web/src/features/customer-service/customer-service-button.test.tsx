import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeTabsEachTest, REFUSED_LINK_MESSAGE as REFUSED } from "../../testing/fake-tab.ts";
import { UNSAFE_URLS } from "../../testing/url-gate.payloads.ts";
import { json } from "../../testing/fake-api.ts";
import { ok } from "../../testing/fixtures.ts";
import { renderWithProviders } from "../../testing/test-utils.tsx";
import { dismissToast, toastStore } from "../../ui/toast/toast-store.ts";
import { customerService } from "./api/get-customer-service.ts";
import { CustomerServiceButton } from "./customer-service-button.tsx";

const tabs = fakeTabsEachTest();

describe("customer-service button (spec §2; the chat address passes the URL gate)", () => {
  it("points the early tab at the merchant's chat page", async () => {
    const { user } = renderWithProviders(<CustomerServiceButton />, {
      api: { "GET /wps/relay/WPSCORE_getCustomerServiceScript": ok({ url: "https://chat.platform.test/livechat?merchant=m1" }) },
    });
    await user.click(screen.getByRole("button", { name: "Customer service" }));
    await waitFor(() => expect(tabs.visited).toEqual(["https://chat.platform.test/livechat?merchant=m1"]));
    expect(tabs.tab().opener).toBeNull();
  });

  it(`never sends the tab to any of ${UNSAFE_URLS.length} hostile addresses; it closes and the member is told why`, async () => {
    let current = "";
    const asked: string[] = [];
    const { user, queryClient } = renderWithProviders(<CustomerServiceButton />, {
      api: { "GET /wps/relay/WPSCORE_getCustomerServiceScript": () => (asked.push(current), json(ok({ url: current }))) },
    });
    for (const url of UNSAFE_URLS) {
      current = url;
      // Each address is a fresh answer: the chat address is not kept from the last one.
      queryClient.removeQueries({ queryKey: customerService.key(undefined) });
      await user.click(screen.getByRole("button", { name: "Customer service" }));
      await waitFor(() => expect(toastStore.current?.text, url).toBe(REFUSED));
      expect(tabs.tab().closed, url).toBe(true);
      dismissToast();
    }
    expect(tabs.visited).toEqual([]);
    // Every hostile address was answered and refused, not the first one again from the cache.
    expect(asked).toEqual([...UNSAFE_URLS]);
    expect(window.location.pathname).toBe("/m/home");
  });
});
