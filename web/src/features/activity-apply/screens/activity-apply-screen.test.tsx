import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { promotions } from "../../promotions/testing/promotion-fixtures.ts";

/** The page names its promotion from the promotion list: answered by default. */
const promotionList = { "GET /wps/relay/PROMOFE_getPromoAnnounceV2": ok(promotions) };
const renderApp = renderAppWith(promotionList);

const session = memberSession();
const application = (status: string, extra: Record<string, unknown> = {}) =>
  ok({ promotionId: 5005, status, remark: null, imageUrls: [], appliedAt: null, rejectReason: null, bonusAmount: null, ...extra });
const png = (name: string) => new File([new Uint8Array(100)], name, { type: "image/png" });

describe("/m/activity/apply?id= (activity apply with image upload)", () => {
  it("applies with a remark and an image, then shows 'under review'", async () => {
    const { user, api } = renderApp({
      route: "/m/activity/apply?id=5005",
      session,
      api: {
        "GET /wps/promotions/apply": application("NONE"),
        "POST /wps/promotions/apply": application("APPLYING", { appliedAt: "2026-11-21T22:45:03+08:00", remark: "Lost by one leg" }),
      },
    });
    await user.type(await screen.findByLabelText("Remark"), "Lost by one leg");
    await user.upload(screen.getByLabelText("Add image"), [png("slip.png")]);
    await user.click(screen.getByRole("button", { name: "Apply now" }));
    expect(await screen.findByText("Applied on 2026-11-21. We will review it shortly.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Apply now" })).not.toBeInTheDocument();
    expect(new URL(api.calls("GET /wps/promotions/apply")[0]!.url).searchParams.get("promotionId")).toBe("5005");
    const body = await api.calls("POST /wps/promotions/apply")[0]!.formData();
    expect(body.get("promotionId")).toBe("5005");
    expect(body.get("remark")).toBe("Lost by one leg");
    expect(body.getAll("images")).toHaveLength(1);
  });

  it("refuses a remark over 140 characters and keeps it", async () => {
    const { user, api } = renderApp({ route: "/m/activity/apply?id=5005", session, api: { "GET /wps/promotions/apply": application("NONE") } });
    const remark = await screen.findByLabelText("Remark");
    await user.click(remark);
    await user.paste("x".repeat(141));
    await user.click(screen.getByRole("button", { name: "Apply now" }));
    expect(remark).toHaveAccessibleDescription("The remark can have at most 140 characters");
    expect(remark).toHaveValue("x".repeat(141));
    expect(api.calls("POST /wps/promotions/apply")).toHaveLength(0);
  });

  it("shows a rejection's reason with Apply again, and an issued bonus without a form", async () => {
    const rejected = renderApp({
      route: "/m/activity/apply?id=5005",
      session,
      api: { "GET /wps/promotions/apply": application("REJECTED", { rejectReason: "The screenshot does not show the bet number" }) },
    });
    expect(await screen.findByText(/Rejected: The screenshot does not show the bet number/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply again" })).toBeInTheDocument();
    rejected.unmount();

    renderApp({ route: "/m/activity/apply?id=5005", session, api: { "GET /wps/promotions/apply": application("ISSUED", { bonusAmount: 588 }) } });
    expect(await screen.findByText("Approved: ￥588.00 has been paid to your wallet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Apply/ })).not.toBeInTheDocument();
  });

  it("says the promotion cannot be found without a valid id, and calls nothing", async () => {
    const { api } = renderApp({ route: "/m/activity/apply?id=abc", session });
    expect(await screen.findByText("This promotion cannot be found")).toBeInTheDocument();
    expect(api.calls("GET /wps/promotions/apply")).toHaveLength(0);
  });

  it("shows the server's refusal and keeps the remark", async () => {
    const { user } = renderApp({
      route: "/m/activity/apply?id=5005",
      session,
      api: {
        "GET /wps/promotions/apply": application("NONE"),
        "POST /wps/promotions/apply": () => json({ success: false, errorCode: "promotion.not.eligible", message: "You are not eligible for this promotion" }),
      },
    });
    await user.type(await screen.findByLabelText("Remark"), "please");
    await user.click(screen.getByRole("button", { name: "Apply now" }));
    await waitFor(() => expect(screen.getByText("You are not eligible for this promotion")).toBeInTheDocument());
    expect(screen.getByLabelText("Remark")).toHaveValue("please");
  });
  it("a status that fails to load shows one message, and Try again shows the form", async () => {
    let fail = true;
    const { user } = renderApp({
      route: "/m/activity/apply?id=5005",
      session,
      api: {
        "GET /wps/promotions/apply": () =>
          fail ? json({ success: false, errorCode: "system.busy", message: "Internal Server Error" }, { status: 500 }) : json(application("NONE")),
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The system is busy, please try again later");
    expect(screen.queryByText("Internal Server Error")).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByLabelText("Remark")).toBeInTheDocument();
  });

  it("names the promotion applied to, with a link to its detail", async () => {
    renderApp({ route: "/m/activity/apply?id=5005", session, api: { "GET /wps/promotions/apply": application("NONE") } });
    const head = (await screen.findByText("Applying for")).closest("header")!;
    expect(within(head).getByRole("heading", { name: "Sports parlay insurance" })).toBeInTheDocument();
    expect(within(head).getByRole("link", { name: "Promotion details" })).toHaveAttribute("href", "/m/activityDetail?id=5005");
    expect(screen.getByLabelText("Remark")).toBeInTheDocument();
  });

  it("says a promotion the list does not hold cannot be found, and offers no form", async () => {
    renderApp({ route: "/m/activity/apply?id=404", session, api: { "GET /wps/promotions/apply": ok({ promotionId: 404, status: "NONE", remark: null, imageUrls: [], appliedAt: null, rejectReason: null, bonusAmount: null }) } });
    expect(await screen.findByText("This promotion cannot be found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to promotions" })).toHaveAttribute("href", "/m/activity");
    expect(screen.queryByLabelText("Remark")).not.toBeInTheDocument();
  });

  it("a promotion list that fails to load shows one message, and Try again shows the page", async () => {
    let fail = true;
    const { user } = renderApp({
      route: "/m/activity/apply?id=5005",
      session,
      api: {
        "GET /wps/promotions/apply": application("NONE"),
        "GET /wps/relay/PROMOFE_getPromoAnnounceV2": () => (fail ? Promise.reject(new TypeError("Failed to fetch")) : json(ok(promotions))),
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The network is slow or offline, please try again");
    expect(screen.queryByLabelText("Remark")).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Sports parlay insurance" })).toBeInTheDocument();
    expect(screen.getByLabelText("Remark")).toBeInTheDocument();
  });
});
