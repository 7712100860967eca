import { describe, expect, it } from "vitest";
import { clientIdOf, socialProvidersShown } from "./social-providers.ts";

describe("social login buttons (spec §2, issue 20)", () => {
  const both = { facebookAppId: "1234567890123456", googleClientId: "1098-abc.apps.googleusercontent.com" };

  it("need both the switch and the merchant's app id", () => {
    expect(socialProvidersShown({ facebook: true, google: true }, both)).toEqual(["facebook", "google"]);
    expect(socialProvidersShown({ facebook: false, google: true }, both)).toEqual(["google"]);
    expect(socialProvidersShown({ facebook: true, google: true }, { facebookAppId: null, googleClientId: both.googleClientId })).toEqual(["google"]);
    expect(socialProvidersShown({ facebook: true, google: true }, { facebookAppId: " ", googleClientId: null })).toEqual([]);
  });

  it("show nothing before the settings arrive", () => {
    expect(socialProvidersShown({ facebook: true, google: true }, undefined)).toEqual([]);
    expect(clientIdOf("google", undefined)).toBeUndefined();
  });
});
