import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { MemberAvatar } from "./member-avatar.tsx";

const AVATAR = "GET /wps/relay/MCSFE_getPlayerAvatar";
const STATUS = "GET /wps/v2/system/status";

describe("MemberAvatar", () => {
  // A decoration: asked with the bar's first render, its call was on the wire before the member centre's largest paint
  // (the VIP note), a request in flight sharing the simulated slow network with the page's scripts.
  it("asks for the member's avatar once the page has settled, not with the bar's first render", async () => {
    const { api, container } = renderWithProviders(<MemberAvatar member />, {
      route: "/m/member/home",
      session: memberSession(),
      api: { [AVATAR]: ok({ avatar: "/mock-assets/avatars/uploaded.svg", avatarType: "CUSTOM" }) },
    });
    // The status, which the page's first answers include, is asked with the first render; the avatar is not.
    await waitFor(() => expect(api.calls(STATUS)).toHaveLength(1));
    expect(api.calls(AVATAR)).toHaveLength(0);
    expect(container.querySelector(".member-nav__avatar svg")).not.toBeNull();
    // The status answered, drawn, painted and shown: the page has settled, and the avatar is asked for, once.
    await waitFor(() => expect(api.calls(AVATAR)).toHaveLength(1));
    await waitFor(() => expect(container.querySelector(".member-nav__avatar img")).toHaveAttribute("src", "/mock-assets/avatars/uploaded.svg"));
    expect(api.calls(AVATAR)).toHaveLength(1);
    expect(screen.queryByRole("img")).toBeNull();
  });
});
