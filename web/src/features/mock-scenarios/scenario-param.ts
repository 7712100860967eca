// `?mock=getSystemStatus:maintenance,login:captchaRequired,getMemberInfo:code=401`
// (issue 5): operationId:exampleName, or operationId:code=N for a status code.

export type ScenarioChoice = { example: string; code?: number } | { code: number; example?: undefined };

export type ScenarioMap = Record<string, ScenarioChoice>;

const operationPattern = /^[A-Za-z_][\w-]*$/;
const examplePattern = /^[\w.-]+$/;

export function parseScenarioParam(param: string | null): ScenarioMap {
  const scenarios: ScenarioMap = {};
  if (!param) return scenarios;
  for (const part of param.split(",")) {
    const [operationId = "", choice = ""] = part.trim().split(":", 2);
    if (!operationPattern.test(operationId) || !choice) continue;
    const code = /^code=(\d{3})$/.exec(choice);
    if (code) scenarios[operationId] = { code: Number(code[1]) };
    else if (examplePattern.test(choice)) scenarios[operationId] = { example: choice };
  }
  return scenarios;
}

export function formatScenarioParam(scenarios: ScenarioMap): string {
  return Object.entries(scenarios)
    .map(([operationId, choice]) =>
      `${operationId}:${choice.example === undefined ? `code=${choice.code}` : choice.example}`,
    )
    .join(",");
}

/** The `Prefer` header Prism understands: `example=NAME`, `code=401` or `code=500, example=NAME`. */
export function preferHeader(choice: ScenarioChoice): string {
  if (choice.example === undefined) return `code=${choice.code}`;
  return choice.code === undefined ? `example=${choice.example}` : `code=${choice.code}, example=${choice.example}`;
}
