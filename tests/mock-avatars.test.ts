// The platform's preset avatars on the mock (web/mock-avatars.ts); e2e/missing-images.spec.ts asks the preview for one.
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { presetAvatarFile } from "../web/mock-avatars.ts";
import { avatarSources } from "../web/src/features/member/avatar.ts";

describe("the mock's preset avatars", () => {
  it("answer every address the app asks for a preset, the merchant's and the shared set's, with a picture the mock holds", () => {
    for (const preset of [0, 5, 6, 7, 8, 42]) {
      for (const address of avatarSources({ avatarType: "STATIC", avatar: String(preset) }, "mc_demo")) {
        const file = presetAvatarFile(address);
        expect(file, address).not.toBeNull();
        expect(existsSync(new URL(`../mocks/assets/avatars/${file ?? ""}`, import.meta.url)), `${address} → ${file}`).toBe(true);
      }
    }
    expect(presetAvatarFile("/TCG_PROD_IMAGES/B2C/MC_DEMO/PROFILE/6.png")).toBe("avatar-1.svg");
  });

  it("leave every other address alone", () => {
    for (const address of ["/TCG_PROD_IMAGES/B2C/MC_DEMO/PROFILE/x.png", "/TCG_PROD_IMAGES/B2C/../PROFILE/1.png", "/TCG_PROD_IMAGES/B2C/MC_DEMO/BANNER/1.png", "/m/member/home", "/TCG_PROD_IMAGES/B2C/MC_DEMO/PROFILE/1.png/x"]) {
      expect(presetAvatarFile(address), address).toBeNull();
    }
  });
});
