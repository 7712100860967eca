// Test-only: which states a machine can reach (from @xstate/graph's shortest
// paths) against which states the tests actually visited (recorded through
// the actors' inspection hook).
import { getShortestPaths } from "@xstate/graph";
import { __unsafe_getAllOwnEventDescriptors as ownEventTypes } from "xstate";
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, InspectionEvent, StateValue } from "xstate";

/** Dotted paths of the active leaf states: `{ list: "ready", throttle: "open" }` → `list.ready`, `throttle.open`. */
function leafStatePaths(value: StateValue): string[] {
  if (typeof value === "string") return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : leafStatePaths(child).map((path) => `${key}.${path}`),
  );
}

function leaves(node: AnyStateNode): AnyStateNode[] {
  const children = Object.values(node.states);
  return children.length === 0 ? [node] : children.flatMap(leaves);
}

/** Every leaf state the machine declares, as a dotted path. */
export function definedStates(machine: AnyStateMachine): string[] {
  return leaves(machine.root)
    .map((node) => node.path.join("."))
    .sort();
}

export interface Traversal {
  readonly input?: unknown;
  /** Events with payloads; event types a state accepts but that are not listed are sent bare. */
  readonly events?: readonly AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => readonly AnyEventObject[]);
  /** Keep the explored graph finite when context can grow without bound. */
  readonly serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

/** Leaf states reached by the shortest paths of one or more traversals (one per input). */
export function reachableStates(machine: AnyStateMachine, traversals: readonly Traversal[]): string[] {
  const reached = new Set<string>();
  for (const traversal of traversals) {
    // Like @xstate/graph's default: every event type the state accepts, with
    // the listed payloads where given (delays and actor results included).
    const events = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
      const listed = typeof traversal.events === "function" ? traversal.events(snapshot) : (traversal.events ?? []);
      return ownEventTypes(snapshot).flatMap((type) => {
        const matching = listed.filter((event) => event.type === type);
        return matching.length > 0 ? matching : [{ type }];
      });
    };
    const paths = getShortestPaths(machine, {
      input: traversal.input,
      events: events as never,
      ...(traversal.serializeState ? { serializeState: traversal.serializeState as never } : {}),
    });
    for (const path of paths) {
      for (const state of leafStatePaths((path.state as AnyMachineSnapshot).value)) reached.add(state);
    }
  }
  return [...reached].sort();
}

export interface StateRecorder {
  readonly visited: ReadonlySet<string>;
  /** Pass as `createActor(machine, { inspect })`. Children of other machines are ignored. */
  readonly inspect: (event: InspectionEvent) => void;
}

export function createStateRecorder(machineId: string): StateRecorder {
  const visited = new Set<string>();
  return {
    visited,
    inspect: (event) => {
      if (event.type !== "@xstate.snapshot") return;
      const snapshot = event.snapshot as Partial<AnyMachineSnapshot>;
      if (snapshot.machine?.id !== machineId || snapshot.value === undefined) return;
      for (const state of leafStatePaths(snapshot.value)) visited.add(state);
    },
  };
}

export interface CoverageReport {
  readonly covered: number;
  readonly total: number;
  readonly missing: readonly string[];
  readonly line: string;
}

// The machines' typecheck has no DOM or Node library, so console is typed here.
const { console: output } = globalThis as unknown as { console: { log(line: string): void } };

/** Prints the covered/total line the issue asks for; returns the report to assert on. */
export function printCoverage(report: CoverageReport): CoverageReport {
  output.log(report.line);
  return report;
}

export function coverageReport(machineId: string, reachable: readonly string[], visited: ReadonlySet<string>): CoverageReport {
  const missing = reachable.filter((state) => !visited.has(state));
  const covered = reachable.length - missing.length;
  return { covered, total: reachable.length, missing, line: `${machineId}: ${covered}/${reachable.length} states covered by tests` };
}
