import { describe, expect, it } from "vitest";
import { socialProvidersShown, socialServices } from "./social-providers.ts";

describe("social login buttons (spec §2)", () => {
  const service = { signIn: () => undefined };

  it("need both the switch and an initialised service", () => {
    expect(socialProvidersShown({ facebook: true, google: true }, { facebook: service })).toEqual(["facebook"]);
    expect(socialProvidersShown({ facebook: false, google: true }, { facebook: service, google: service })).toEqual(["google"]);
  });

  it("never show in this build, which initialises no external login service", () => {
    expect(socialProvidersShown({ facebook: true, google: true }, socialServices)).toEqual([]);
  });
});
