import { describe, expect, it } from "vitest";
import { avatarSources } from "./avatar.ts";

describe("the member's avatar (profileIcon chunk's rule)", () => {
  it("draws a preset from the merchant's set on the image host, then from the shared set", () => {
    expect(avatarSources({ avatar: "0", avatarType: "STATIC" }, "mc_demo", "https://images.example/")).toEqual([
      "https://images.example/TCG_PROD_IMAGES/B2C/MC_DEMO/PROFILE/0.png",
      "https://images.example/TCG_PROD_IMAGES/B2C/01_PROFILE/PROFILE/0.png",
    ]);
  });

  it("takes presets beyond the eighth from the shared set, on this origin without an image host", () => {
    expect(avatarSources({ avatar: "9", avatarType: "STATIC" }, "mc_demo")).toEqual(["/TCG_PROD_IMAGES/B2C/01_PROFILE/PROFILE/9.png"]);
  });

  it("draws an own picture from its address and nothing for a preset that is no number", () => {
    expect(avatarSources({ avatar: "/mock-assets/avatars/uploaded.svg", avatarType: "CUSTOM" }, "mc_demo")).toEqual(["/mock-assets/avatars/uploaded.svg"]);
    expect(avatarSources({ avatar: "one", avatarType: "STATIC" }, "mc_demo")).toEqual([]);
    expect(avatarSources({ avatar: " ", avatarType: "STATIC" }, "mc_demo")).toEqual([]);
  });
});
