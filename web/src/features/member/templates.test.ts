import { describe, expect, it } from "vitest";
import { layoutOf } from "./templates.ts";

describe("page templates (spec §4)", () => {
  it("picks the new member centre and deposit only on '1'", () => {
    expect(layoutOf({ mem_cen: "1", dep_func: "0" }, "mem_cen")).toBe("new");
    expect(layoutOf({ mem_cen: "1", dep_func: "0" }, "dep_func")).toBe("classic");
    expect(layoutOf({ mem_cen: "0", dep_func: "1" }, "dep_func")).toBe("new");
  });
  it("is classic while the template is unknown", () => {
    expect(layoutOf(undefined, "mem_cen")).toBe("classic");
    expect(layoutOf({}, "dep_func")).toBe("classic");
  });
});
