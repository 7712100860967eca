import { describe, expect, it } from "vitest";
import { formatScenarioParam, parseScenarioParam, preferHeader } from "./scenario-param.ts";

describe("?mock= parameter (issue 5)", () => {
  it("reads operationId:example pairs and operationId:code=N", () => {
    expect(parseScenarioParam("getSystemStatus:maintenance,login:captchaRequired,getMemberInfo:code=401")).toEqual({
      getSystemStatus: { example: "maintenance" },
      login: { example: "captchaRequired" },
      getMemberInfo: { code: 401 },
    });
  });

  it("skips malformed parts and tolerates spaces", () => {
    expect(parseScenarioParam(" getSystemStatus:normal , :x, nope, login:bad name, a:code=4011")).toEqual({
      getSystemStatus: { example: "normal" },
    });
    expect(parseScenarioParam(null)).toEqual({});
  });

  it("writes the same form back", () => {
    const param = "getSystemStatus:maintenance,getMemberInfo:code=401";
    expect(formatScenarioParam(parseScenarioParam(param))).toBe(param);
  });

  it("builds the Prefer header Prism understands", () => {
    expect(preferHeader({ example: "maintenance" })).toBe("example=maintenance");
    expect(preferHeader({ code: 401 })).toBe("code=401");
    expect(preferHeader({ example: "selfExcluded", code: 500 })).toBe("code=500, example=selfExcluded");
  });
});
