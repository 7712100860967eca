import { describe, expect, it } from "vitest";
import { encode } from "uqr";
import { qrPath } from "./qr-matrix.ts";

describe("the QR code's path", () => {
  it("draws one unit square per dark module", () => {
    expect(qrPath([[true, false], [false, true]])).toBe("M0 0h1v1h-1zM1 1h1v1h-1z");
    expect(qrPath([[false]])).toBe("");
  });

  it("draws a real code of the link with its three finder patterns", () => {
    const { data, size } = encode("https://play.example/m/register?code=PLY1O7", { border: 0 });
    const path = qrPath(data);
    expect(size).toBeGreaterThanOrEqual(21);
    // The top-left finder's dark ring starts at the origin, the others at the far corners.
    expect(path.startsWith("M0 0h1v1h-1z")).toBe(true);
    expect(path).toContain(`M${size - 1} 0h1v1h-1z`);
    expect(path).toContain(`M0 ${size - 1}h1v1h-1z`);
  });
});
