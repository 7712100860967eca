/**
 * The contract pages' rules (contract ContractStatus): a row's
 * state is one letter; a request of the upline waits for the agent's answer
 * in `P`, `E` and `V`; the answers each takes are the ones the platform's
 * desktop prompt offers.
 */
export type ContractKind = "dailySalary" | "dividend" | "hourly";

/** The letters an answer sends: accept or keep, refuse, agree to end. */
export type Answer = "A" | "R" | "C";

/** What an answer means to the agent (its button and its confirmation). */
type AnswerMeaning = "accept" | "refuse" | "agreeEnd" | "agreeChange" | "keep";

export interface AnswerChoice {
  answer: Answer;
  meaning: AnswerMeaning;
}

/** States a request waits for an answer in. */
const WAITING: readonly string[] = ["P", "E", "V"];

export function isWaiting(status: string): boolean {
  return WAITING.includes(status);
}

/**
 * The answers a waiting request takes, the one that moves it first: a new or
 * changed offer (`P`, `E`) is accepted (`A`) or refused (`R`); a request to
 * end a daily-salary or dividend contract (`V`) is agreed (`C`) or declined,
 * keeping the contract (`A`); an hourly `V` request is agreed (`A`, the new
 * terms) or declined (`R`). Other states take none.
 */
export function answersFor(kind: ContractKind, status: string): AnswerChoice[] {
  if (status === "P" || status === "E") {
    return [
      { answer: "A", meaning: "accept" },
      { answer: "R", meaning: "refuse" },
    ];
  }
  if (status !== "V") return [];
  if (kind === "hourly") {
    return [
      { answer: "A", meaning: "agreeChange" },
      { answer: "R", meaning: "keep" },
    ];
  }
  return [
    { answer: "C", meaning: "agreeEnd" },
    { answer: "A", meaning: "keep" },
  ];
}

/** A state's colour: in force is good, refused and ended are bad, the rest (waiting) plain. */
export function statusTone(status: string): "good" | "bad" | undefined {
  if (status === "A") return "good";
  if (status === "R" || status === "C") return "bad";
  return undefined;
}

/** Whether the upline's requests of a product map hold one that waits (home's prompts, the pages' sections). */
export function hasWaiting(requests: Readonly<Record<string, readonly { status: string }[]>> | null | undefined): boolean {
  return Object.values(requests ?? {}).some((rows) => rows.some((row) => isWaiting(row.status)));
}

/** The rows of a product map with their product, in the map's order (the server's product order). */
export function byProduct<T>(map: Readonly<Record<string, readonly T[]>> | null | undefined): { product: string; rows: readonly T[] }[] {
  return Object.entries(map ?? {})
    .filter(([, rows]) => rows.length > 0)
    .map(([product, rows]) => ({ product, rows }));
}

/** The `agent` lists of an `*info*` map as a product map (the contracts the agent holds). */
export function heldByProduct<T>(map: Readonly<Record<string, { agent?: readonly T[] }>> | null | undefined): Record<string, readonly T[]> {
  return Object.fromEntries(Object.entries(map ?? {}).map(([product, held]) => [product, held.agent ?? []]));
}

/** Rows keyed by their receiver, in first-seen order (a downline's dividend rows are its tiers). */
export function byReceiver<T extends { receiverId?: number }>(rows: readonly T[]): { receiverId: number; rows: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    if (row.receiverId === undefined) continue;
    const group = groups.get(row.receiverId) ?? [];
    group.push(row);
    groups.set(row.receiverId, group);
  }
  return [...groups.entries()].map(([receiverId, grouped]) => ({ receiverId, rows: grouped }));
}

/**
 * A downline's contract as the member centre shows it (AgentDividendStore):
 * an offer or change waiting for its answer (`P`, `E`) before the terms in
 * force; the rows of that state are its tiers.
 */
export function shownRows<T extends { status: string }>(rows: readonly T[]): T[] {
  const waiting = rows.filter((row) => row.status === "P" || row.status === "E");
  return waiting.length > 0 ? waiting : [...rows];
}

/** A fraction as a percentage with the digits it needs: 0.005 → "0.5%", 0.15 → "15%". */
export function percent(fraction: number): string {
  return `${Number((fraction * 100).toFixed(2))}%`;
}

/** A salary tier's pay as a person reads it: a percentage of turnover (`P`), else an amount. */
export function salaryPay(tier: { rateType: string; rate: number }): { kind: "percent"; text: string } | { kind: "amount"; value: number } {
  return tier.rateType === "P" ? { kind: "percent", text: percent(tier.rate) } : { kind: "amount", value: tier.rate };
}
