import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../testing/fake-api.ts";
import { whitelabel } from "../../testing/fixtures.ts";
import { renderWithProviders } from "../../testing/test-utils.tsx";
import { FlagGate, useFeatureFlag } from "./index.ts";

/** Both readings of one switch, once the switches have answered or failed. */
function Readings() {
  const hidden = useFeatureFlag("FREEPLAY3");
  const serverDecides = useFeatureFlag("FREEPLAY3", { unknown: true });
  return <p>{`default ${hidden ? "on" : "off"}; server decides ${serverDecides ? "on" : "off"}`}</p>;
}

const failed = { "GET /wps/system/whitelabel": () => json({}, { status: 500 }) };

describe("useFeatureFlag (the one way to read a merchant switch)", () => {
  it("reads the merchant's switch, whichever the reading", async () => {
    renderWithProviders(<Readings />, { api: { "GET /wps/system/whitelabel": whitelabel(["FREEPLAY3"]) } });
    expect(await screen.findByText("default on; server decides on")).toBeInTheDocument();
  });

  it("an answered 'off' is off in both readings", async () => {
    renderWithProviders(<Readings />, { api: { "GET /wps/system/whitelabel": whitelabel([]) } });
    expect(await screen.findByText("default off; server decides off")).toBeInTheDocument();
  });

  it("unknown switches (a failed answer) are off by default, on where the screen lets the server decide", async () => {
    renderWithProviders(<Readings />, { api: failed });
    expect(await screen.findByText("default off; server decides on")).toBeInTheDocument();
  });
});

describe("FlagGate (moved from rewards to shared/system: any screen behind a switch)", () => {
  it("draws the screen while its switch is on", async () => {
    renderWithProviders(<FlagGate flag="PTSYS3">points mall</FlagGate>, { api: { "GET /wps/system/whitelabel": whitelabel(["PTSYS3"]) } });
    expect(await screen.findByText("points mall")).toBeInTheDocument();
  });

  it("says 'coming soon' instead when the switch is off or the switches failed", async () => {
    renderWithProviders(<FlagGate flag="PTSYS3">points mall</FlagGate>, { api: failed });
    expect(await screen.findByText("coming soon")).toBeInTheDocument();
    expect(screen.queryByText("points mall")).not.toBeInTheDocument();
  });
});
