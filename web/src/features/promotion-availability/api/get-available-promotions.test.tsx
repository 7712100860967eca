import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { isPromotionEnabled, promotionCount } from "../promotion-availability.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { availablePromotions } from "./get-available-promotions.ts";

const route = "GET /wps/relay/MCSFE_getMerchantAvailablePromotions";

function Probe() {
  const { data, isError } = useApiQuery(availablePromotions);
  if (isError) return <p>failed</p>;
  if (!data) return <p>loading</p>;
  return <p>{`sign-in ${isPromotionEnabled(data, "LOGIN") ? "on" : "off"}, ${promotionCount(data, "LOGIN")} waiting`}</p>;
}

describe("useAvailablePromotions", () => {
  it("reads the merchant's availability once and keys it by the member", async () => {
    const rendered = renderWithProviders(<Probe />, {
      session: memberSession({ userName: "lucky88" }),
      api: { [route]: ok({ LOGIN: { enabled: true, count: 3 } }) },
    });
    expect(await screen.findByText("sign-in on, 3 waiting")).toBeInTheDocument();
    expect(rendered.api.calls(route)).toHaveLength(1);
    expect(rendered.queryClient.getQueryData(availablePromotions.key(undefined, "lucky88"))).toEqual({ LOGIN: { enabled: true, count: 3 } });
  });

  it("treats a failed call as everything off without a toast", async () => {
    renderWithProviders(<Probe />, { api: { [route]: new Response("oops", { status: 500 }) } });
    expect(await screen.findByText("failed")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
