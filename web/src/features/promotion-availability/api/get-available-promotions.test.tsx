import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { isPromotionEnabled, promotionCount } from "../promotion-availability.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { availablePromotions } from "./get-available-promotions.ts";

const route = "GET /wps/relay/MCSFE_getAvailablePromotions";

function Probe() {
  const { data, isError, fetchStatus } = useApiQuery(availablePromotions);
  if (isError) return <p>failed</p>;
  if (!data) return <p>{fetchStatus === "idle" ? "not asked" : "loading"}</p>;
  return <p>{`sign-in ${isPromotionEnabled(data, "LOGIN") ? "on" : "off"}, ${promotionCount(data, "LOGIN")} waiting`}</p>;
}

describe("availablePromotions", () => {
  it("reads the member's availability once, keeps its content and keys it by the member", async () => {
    const rendered = renderWithProviders(<Probe />, {
      session: memberSession({ userName: "lucky88" }),
      api: { [route]: ok({ content: { LOGIN: { enabled: true, count: 3 } }, footer: {} }) },
    });
    expect(await screen.findByText("sign-in on, 3 waiting")).toBeInTheDocument();
    expect(rendered.api.calls(route)).toHaveLength(1);
    expect(rendered.queryClient.getQueryData(availablePromotions.key(undefined, "lucky88"))).toEqual({ LOGIN: { enabled: true, count: 3 } });
  });

  it("asks nothing for a visitor (the call needs a session)", async () => {
    const rendered = renderWithProviders(<Probe />, { api: {} });
    expect(await screen.findByText("not asked")).toBeInTheDocument();
    expect(rendered.api.calls(route)).toHaveLength(0);
  });

  it("treats a failed call as everything off without a toast", async () => {
    renderWithProviders(<Probe />, { session: memberSession(), api: { [route]: new Response("oops", { status: 500 }) } });
    expect(await screen.findByText("failed")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
