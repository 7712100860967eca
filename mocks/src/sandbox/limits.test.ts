import { describe, expect, it } from "vitest";
import { multipartPartCount, RateLimiter } from "./limits.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("multipartPartCount", () => {
  const body = (boundary: string, parts: number) => bytes(`${Array.from({ length: parts }, (_, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join("")}--${boundary}--\r\n`);

  it("counts the parts, not the closing delimiter, with a plain or quoted boundary", () => {
    expect(multipartPartCount("multipart/form-data; boundary=abc", body("abc", 3), 20)).toBe(3);
    expect(multipartPartCount('multipart/form-data; boundary="a b:c"', body("a b:c", 2), 20)).toBe(2);
  });

  it("stops counting past the limit", () => {
    expect(multipartPartCount("multipart/form-data; boundary=abc", body("abc", 16_000), 20)).toBe(21);
  });

  it("is undefined without a boundary", () => {
    expect(multipartPartCount("multipart/form-data", body("abc", 1), 20)).toBeUndefined();
  });
});

describe("RateLimiter", () => {
  it("allows max calls per client and window, then says how long to wait; each client apart", () => {
    let now = 1_000;
    const limiter = new RateLimiter({ max: 2, windowMs: 60_000 }, () => now);
    expect(limiter.take("a")).toBeUndefined();
    expect(limiter.take("a")).toBeUndefined();
    now += 15_000;
    expect(limiter.take("a")).toBe(45_000);
    expect(limiter.take("b")).toBeUndefined();
    now += 45_000;
    expect(limiter.take("a")).toBeUndefined();
    limiter.clear();
    expect(limiter.take("a")).toBeUndefined();
    expect(limiter.take("a")).toBeUndefined();
    expect(limiter.take("a")).toBe(60_000);
  });
});
