import { describe, expect, it } from "vitest";
import { socialProvidersShown } from "./social-providers.ts";

const config = { apiKey: "AIzaSy-test", authDomain: "platform-sms.firebaseapp.com", projectId: "platform-sms", appId: "1:2:web:3" };

describe("social login buttons (spec §2)", () => {
  it("need the switch and the merchant's Firebase sign-in for that provider", () => {
    const both = { config, sms: false, facebook: true, google: true };
    expect(socialProvidersShown({ facebook: true, google: true }, both)).toEqual(["facebook", "google"]);
    expect(socialProvidersShown({ facebook: false, google: true }, both)).toEqual(["google"]);
    expect(socialProvidersShown({ facebook: true, google: true }, { ...both, google: false })).toEqual(["facebook"]);
  });

  it("show nothing without Firebase (not set up, or the settings not there yet)", () => {
    expect(socialProvidersShown({ facebook: true, google: true }, undefined)).toEqual([]);
  });
});
