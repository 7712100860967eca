import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { cashReward, earbuds } from "../testing/rewards-fixtures.ts";
import { PointRewardCard } from "./point-reward-card.tsx";

function card(reward = cashReward) {
  const rendered = renderWithProviders(
    <ul>
      <PointRewardCard reward={reward} points={2460} category={{ key: "gift_redemption", label: "Gifts" }} onRedeem={vi.fn()} />
    </ul>,
  );
  return { ...rendered, art: () => rendered.container.querySelector(".point-reward__art")! };
}

describe("a points mall reward's picture", () => {
  it("is the server's imageUrl, sized and lazily loaded", async () => {
    const { art } = card({ ...cashReward, imageUrl: "/mock-assets/points/cash-18.svg" });
    await screen.findByRole("heading", { name: "￥18.00 cash" });
    const image = art().querySelector("img")!;
    expect(image).toHaveAttribute("src", "/mock-assets/points/cash-18.svg");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "300");
    expect(image).toHaveAttribute("height", "300");
    expect(art().querySelector("svg")).toBeNull();
  });

  it("falls back to the category's icon when there is none, when the URL gate refuses it, or when it fails to load", async () => {
    const none = card({ ...earbuds, imageUrl: null });
    await screen.findByRole("heading", { name: "Wireless earbuds" });
    expect(none.art().querySelector("img")).toBeNull();
    expect(none.art().querySelector("svg")).not.toBeNull();
    none.unmount();

    const refused = card({ ...earbuds, imageUrl: "javascript:alert(1)" });
    await screen.findByRole("heading", { name: "Wireless earbuds" });
    expect(refused.art().querySelector("img")).toBeNull();
    expect(refused.art().querySelector("svg")).not.toBeNull();
    refused.unmount();

    const broken = card({ ...earbuds, imageUrl: "/mock-assets/points/missing.svg" });
    await screen.findByRole("heading", { name: "Wireless earbuds" });
    fireEvent.error(broken.art().querySelector("img")!);
    expect(broken.art().querySelector("img")).toBeNull();
    expect(broken.art().querySelector("svg")).not.toBeNull();
  });
});
