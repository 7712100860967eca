// The dev and preview servers' answer to an image that is not there (web/missing-images.ts): 404, not the app's page;
// e2e/missing-images.spec.ts asks the built app's preview.
import { describe, expect, it } from "vitest";
import { missingImageNotFound } from "../web/missing-images.ts";

function answer(method: string, originalUrl: string, url: string) {
  const response = { statusCode: 200, headers: {} as Record<string, string>, body: undefined as string | undefined, ended: false };
  let passed = false;
  missingImageNotFound()(
    { method, originalUrl, url },
    {
      get statusCode() {
        return response.statusCode;
      },
      set statusCode(code: number) {
        response.statusCode = code;
      },
      setHeader: (name: string, value: string) => (response.headers[name] = value),
      end: (body?: string) => {
        response.body = body;
        response.ended = true;
      },
    },
    () => (passed = true),
  );
  return { ...response, passed };
}

describe("an image that is not there", () => {
  it("is answered 404 when the page fallback turned it into the app's page", () => {
    const missing = answer("GET", "/TCG_PROD_IMAGES/B2C/MC_DEMO/PROFILE/0.png?v=1", "/index.html");
    expect(missing).toMatchObject({ statusCode: 404, passed: false, ended: true, body: "Not found" });
    expect(missing.headers["Cache-Control"]).toBe("no-store");
    expect(answer("HEAD", "/a/b.SVG", "/index.html")).toMatchObject({ statusCode: 404, passed: false, body: undefined });
  });

  it("leaves everything else to the server: a served file, a page, a route's own page, another method", () => {
    // The file was found: the fallback did not touch the address.
    expect(answer("GET", "/mock-assets/games/a.svg", "/mock-assets/games/a.svg")).toMatchObject({ passed: true, ended: false });
    // A route: its page is the answer.
    expect(answer("GET", "/m/activity", "/m/activity.html")).toMatchObject({ passed: true });
    expect(answer("GET", "/m/home", "/index.html")).toMatchObject({ passed: true });
    expect(answer("POST", "/upload.png", "/index.html")).toMatchObject({ passed: true });
  });
});
