import { readFileSync } from "node:fs";
import type { OpenApiDocument } from "./openapi-document.ts";
import { BUNDLED_CONTRACT } from "./prism.ts";

/** The bundle the tools read: `CONTRACT_BUNDLE` if set (another build of the contract), else openapi/dist/openapi.json. */
export function contractPath(): string {
  return process.env.CONTRACT_BUNDLE || BUNDLED_CONTRACT;
}

export function loadContract(path: string = contractPath()): OpenApiDocument {
  const doc = JSON.parse(readFileSync(path, "utf8")) as OpenApiDocument;
  if (typeof doc.openapi !== "string" || !doc.openapi.startsWith("3.")) throw new Error(`${path} is not an OpenAPI 3 document`);
  return doc;
}
