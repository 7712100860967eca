// Test-only: one way every machine test starts its machine. The test passes
// the machine with its actors provided (fake SDK calls, child machines with
// their own fakes); every named effect action records its call in `effects`
// ([name, params], in order), so a test asserts what the app would have been
// asked to do. State coverage is recorded through `inspect`.
import { createActor, type AnyStateMachine, type InspectionEvent } from "xstate";

type Effect = [name: string, params: unknown];

export interface StartOptions {
  readonly input?: unknown;
  /** The machine's effect actions to record. */
  readonly effects: readonly string[];
  readonly inspect?: (event: InspectionEvent) => void;
}

export function startWithEffects<TMachine extends AnyStateMachine>(machine: TMachine, options: StartOptions) {
  const effects: Effect[] = [];
  const actions = Object.fromEntries(options.effects.map((name) => [name, (_: unknown, params: unknown) => void effects.push([name, params])]));
  const recording = machine.provide({ actions } as Parameters<TMachine["provide"]>[0]) as TMachine;
  const actor = createActor(recording, { input: options.input, inspect: options.inspect } as never).start();
  return { actor, effects, effectNames: () => effects.map(([name]) => name) };
}
