// The sandbox backend's admin calls (mocks/README.md "For QA and scripts").
import { PORTS } from "./config.ts";

const SANDBOX_URL = `http://127.0.0.1:${PORTS.sandbox}`;

/** The seed's fixed codes and passwords (mocks/src/sandbox/seed.ts). */
export const SEED = { password: "s3cret-pass", paymentPassword: "135790", smsCode: "601223", captcha: "482913" } as const;

export interface SandboxMember {
  userName: string;
  type: number;
  balance: number;
  tokens: string[];
}

async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${SANDBOX_URL}${path}`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`sandbox ${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Back to the seed: every test starts from the same members, balances and favourites. */
export async function resetSandbox(): Promise<void> {
  await call("POST", "/__sandbox/reset");
}

export async function sandboxMember(userName: string): Promise<SandboxMember> {
  const { members } = await call<{ members: SandboxMember[] }>("GET", "/__sandbox");
  const member = members.find((m) => m.userName === userName);
  if (!member) throw new Error(`the sandbox has no member ${userName}`);
  return member;
}

/** Answers the sandbox gave that break the contract (each is also a 500 the app saw). */
export async function contractViolations(): Promise<unknown[]> {
  return call<unknown[]>("GET", "/__sandbox/violations");
}
