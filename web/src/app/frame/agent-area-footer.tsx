import { Suspense } from "react";
import { lazyPart } from "../../lib/lazy-part.ts";
import { gate, useSession } from "../../shared/session/index.ts";
import { ErrorBoundary } from "../../ui/error-boundary.tsx";
import { RouteTexts } from "../routes/route-texts.tsx";

// The footer's code and texts load with the first page of the agent area, not with the frame; from the
// feature's light surface, as index.ts would bring the agent's report tables along.
const AgentAreaFooter = lazyPart(() => import("../../features/agent/first-paint.ts").then((agent) => ({ default: agent.AgentAreaFooter })));

/**
 * The agent footer in the footer menu's place on every page of the agent area (frame-rules.ts
 * `agentFooter`), the member's pages the agent grid opens included (its transaction records and mail
 * centre, `?types=A`), whose own texts are not the agent's: its texts load with it. Nothing shows until
 * both are in, and a chunk that fails to load leaves the page without it rather than breaking it. Only
 * for an agent (spec §6's agent-home reading): anyone else is on the way home (the route's guard), asked
 * for none of the agent's data.
 */
export function AgentAreaFooterSlot() {
  const { session } = useSession();
  if (gate("agentHome", session) !== "allow") return null;
  return (
    <ErrorBoundary fallback={null}>
      <RouteTexts namespaces={["agent"]} fallback={null}>
        <Suspense fallback={null}>
          <AgentAreaFooter />
        </Suspense>
      </RouteTexts>
    </ErrorBoundary>
  );
}
