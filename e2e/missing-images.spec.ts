// The preview answers an image that is not there with 404, not the app's page (web/missing-images.ts): a merchant
// preset avatar the mock did not hold cost the member centre 59 kB of HTML, twice, before its largest paint; the
// mock now holds them (web/mock-avatars.ts).
import { expect, test } from "./helpers/test.ts";

// What Chromium sends for an <img>: */* among the types, which the page fallback answers.
const IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

test.describe("images that are not there", () => {
  test("get 404, while images that are there and the routes' pages are served", async ({ request }) => {
    const missing = await request.get("/mock-assets/games/no-such-game.png", { headers: { Accept: IMAGE_ACCEPT } });
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-type"]).not.toContain("text/html");

    const there = await request.get("/mock-assets/games/pg-mahjong-ways.svg", { headers: { Accept: IMAGE_ACCEPT } });
    expect(there.status()).toBe(200);
    expect(there.headers()["content-type"]).toContain("image/svg+xml");

    // A member's preset avatar: the mock's own picture, where the platform keeps its presets.
    const preset = await request.get("/TCG_PROD_IMAGES/B2C/MC_DEMO/PROFILE/0.png", { headers: { Accept: IMAGE_ACCEPT } });
    expect(preset.status()).toBe(200);
    expect(preset.headers()["content-type"]).toContain("image/svg+xml");

    const route = await request.get("/m/activity", { headers: { Accept: "text/html" } });
    expect(route.status()).toBe(200);
    expect(await route.text()).toContain('data-path="/m/activity"');
  });
});
