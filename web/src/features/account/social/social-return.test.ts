import { describe, expect, it } from "vitest";
import { authorizeUrl, newFlowState, parseFlow, readSocialReturn, socialRedirectUri } from "./social-return.ts";

const flow = { provider: "facebook" as const, state: "0123456789abcdef0123456789abcdef" };

describe("the social login's redirect flow (issue 20)", () => {
  it("takes the code of the flow this tab started", () => {
    expect(readSocialReturn(`?code=AQDx7Kp2mN4vB8cZ&state=${flow.state}`, flow)).toEqual({ kind: "code", provider: "facebook", code: "AQDx7Kp2mN4vB8cZ" });
  });

  it("refuses a return whose state differs (a forged or stale return)", () => {
    expect(readSocialReturn("?code=AQDx7Kp2mN4vB8cZ&state=other", flow)).toEqual({ kind: "failed", provider: "facebook" });
    expect(readSocialReturn("?code=AQDx7Kp2mN4vB8cZ", flow)).toEqual({ kind: "failed", provider: "facebook" });
  });

  it("tells a cancellation from a failure, and ignores a page without a flow", () => {
    expect(readSocialReturn(`?error=access_denied&state=${flow.state}`, flow)).toEqual({ kind: "cancelled", provider: "facebook" });
    expect(readSocialReturn(`?error=server_error&state=${flow.state}`, flow)).toEqual({ kind: "failed", provider: "facebook" });
    expect(readSocialReturn(`?code=x<script>&state=${flow.state}`, flow)).toEqual({ kind: "failed", provider: "facebook" });
    expect(readSocialReturn("?code=AQDx7Kp2mN4vB8cZ&state=x", undefined)).toEqual({ kind: "none" });
    expect(readSocialReturn("", flow)).toEqual({ kind: "none" });
  });

  it("reads only a well-formed stored flow", () => {
    expect(parseFlow(JSON.stringify(flow))).toEqual(flow);
    expect(parseFlow(JSON.stringify({ provider: "twitter", state: flow.state }))).toBeUndefined();
    expect(parseFlow(JSON.stringify({ provider: "google", state: "short" }))).toBeUndefined();
    expect(parseFlow("{not json")).toBeUndefined();
    expect(parseFlow(null)).toBeUndefined();
  });

  it("builds the providers' code-flow addresses back to this origin's login page", () => {
    const redirectUri = socialRedirectUri("https://m.platform.test");
    expect(redirectUri).toBe("https://m.platform.test/m/login");
    const facebook = new URL(authorizeUrl("facebook", { clientId: "1234567890123456", redirectUri, state: flow.state }));
    expect(facebook.origin).toBe("https://www.facebook.com");
    expect(Object.fromEntries(facebook.searchParams)).toMatchObject({ client_id: "1234567890123456", redirect_uri: redirectUri, response_type: "code", state: flow.state });
    const google = new URL(authorizeUrl("google", { clientId: "1098-abc.apps.googleusercontent.com", redirectUri, state: flow.state }));
    expect(google.origin).toBe("https://accounts.google.com");
    expect(google.searchParams.get("scope")).toBe("openid email profile");
  });

  it("makes a 32-character hex state", () => {
    expect(newFlowState()).toMatch(/^[0-9a-f]{32}$/);
    expect(newFlowState(() => new Uint8Array(16).fill(255))).toBe("f".repeat(32));
  });
});
