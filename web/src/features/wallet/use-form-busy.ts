import { useSelector } from "@xstate/react";
import type { AnyActorRef } from "xstate";

/** Whether a form actor's call is in flight (formMachine's `busy` tag): its submit is disabled meanwhile. */
export function useFormBusy(actor: AnyActorRef): boolean {
  return useSelector(actor, (state: { hasTag: (tag: string) => boolean }) => state.hasTag("busy"));
}
