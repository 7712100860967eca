// Test-only: the messages of the errors a machine's invoked actors reject
// with, seen through the inspection hook (beside another recorder's).
import type { InspectionEvent } from "xstate";

export function actorErrors(also?: { inspect: (event: InspectionEvent) => void }) {
  const messages: string[] = [];
  return {
    messages,
    inspect(event: InspectionEvent) {
      also?.inspect(event);
      if (event.type !== "@xstate.event" || !event.event.type.startsWith("xstate.error.actor")) return;
      const error: unknown = (event.event as { error?: unknown }).error;
      if (error instanceof Error) messages.push(error.message);
    },
  };
}
