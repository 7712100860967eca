export { startPrism, prismArgs, prismEntry, BUNDLED_CONTRACT, DEFAULT_MOCK_PORT, DEFAULT_SEED } from "./prism.ts";
export type { PrismOptions, RunningPrism } from "./prism.ts";
export { contractPath, loadContract } from "./load-contract.ts";
export { listOperations, resolve, type ContractOperation, type OpenApiDocument } from "./openapi-document.ts";
export {
  scenarioCatalogue,
  allScenarios,
  preferHeader,
  parseScenarioParam,
  readScenarioChoices,
  formatScenarioChoices,
  choicePrefer,
  exampleCode,
  operationExamples,
} from "./scenarios.ts";
export type { Scenario, OperationScenarios, ResponseScenarios, ScenarioCatalogue, ScenarioSelection, ParsedScenarioParam, ScenarioChoice, ScenarioChoices } from "./scenarios.ts";
export { formatScenarioList } from "./scenario-list-text.ts";
export { exampleRequest, exampleRequests, parameterExample, mediaExample, type ExampleRequest, type Credentials } from "./example-requests.ts";
export { isDecimalMultipleOf, useDecimalMultipleOf } from "./decimal-multiple-of.ts";
export { createResponseValidator, declaredStatus, type ResponseValidator, type ResponseToCheck, type Violation } from "./response-validator.ts";
export { runConformance, conformanceFailed, type ConformanceOptions, type OperationResult, type Finding } from "./conformance.ts";
export { formatConformanceReport } from "./conformance-report.ts";
export { runStatefulPhase, STATEFUL_CHECK_NAMES } from "./conformance-stateful-checks.ts";
export type { MemberLogin, StatefulOptions, StatefulResult } from "./conformance-stateful.ts";
export { provenanceOf, provenanceProblems, sourceCounts, unknownsTable, unknownsSection, MAX_ASSUMED, type Provenance, type Source } from "./provenance.ts";
export { mockAssetUrls } from "./mock-assets.ts";
export { freePort } from "./free-port.ts";
export { createSandbox, startSandbox, DEFAULT_SANDBOX_PORT, type Sandbox, type RunningSandbox, type SandboxOptions } from "./sandbox/sandbox.ts";
export { DEFAULT_LIMITS, type RateLimit, type SandboxLimits } from "./sandbox/limits.ts";
export { DEFAULT_MERCHANT, merchantRefusal } from "./merchant-header.ts";
export { SANDBOX_CAPTCHA, SANDBOX_SMS_CODE, SANDBOX_PASSWORD, SANDBOX_PAYMENT_PASSWORD } from "./sandbox/seed.ts";
export { keysFromHex, generateSandboxKeys, type SandboxKeys } from "./sandbox/sandbox-crypto.ts";
export type { Handler, HandlerTable, Reply, SandboxRequest, SandboxContext } from "./sandbox/handler-types.ts";
export type { RecordedViolation } from "./sandbox/dispatch.ts";
