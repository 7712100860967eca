import { useState } from "react";
import { paths } from "../../../lib/routes.ts";
import { MoneyCallNotice } from "../../../ui/money-call/index.ts";
import { useClaim, type ClaimResult } from "../api/claim-reward.ts";
import { claimCallOf, type ClaimCall } from "../reward-status.ts";
import type { ClaimableReward } from "../reward-types.ts";
import { useSingleFlight } from "../single-flight.ts";
import { RewardCard } from "./reward-card.tsx";

/** Where a claim's credit shows: the member's bonus records. */
const BONUS_RECORDS = `${paths.transactionRecord}?types=BONUS`;

/**
 * One item of the rewards centre with its own claim intent (issue 29): a
 * claim on its way or unconfirmed locks this item only; a double tap sends one
 * request; a refusal or a claim that did not reach the server shows under the
 * item, which may then be claimed again (the same intent, the same request id,
 * after "did not reach us"); a claim still unknown offers no action, only the
 * records and another reading.
 */
export function ClaimableItem({
  reward,
  onStart,
  onClaimed,
}: {
  reward: ClaimableReward;
  /** A claim of this item is starting (the screen keeps the item on view until it ends). */
  onStart: (reward: ClaimableReward) => void;
  /** It went through: the answer's, or the records', result. */
  onClaimed: (reward: ClaimableReward, call: ClaimCall, result: ClaimResult) => void;
}) {
  const claim = useClaim();
  const once = useSingleFlight();
  const [error, setError] = useState<unknown>();
  const call = claimCallOf(reward);

  return (
    <RewardCard
      reward={reward}
      busy={claim.locked}
      error={claim.locked ? undefined : error}
      hideAction={claim.phase === "unknown"}
      notice={
        <MoneyCallNotice phase={claim.phase} what={call?.kind === "raffle" ? "raffle" : "claim"} recordsHref={call?.kind === "raffle" ? undefined : BONUS_RECORDS} onRecheck={claim.recheck} />
      }
      onClaim={() => {
        if (!call) return;
        once(async () => {
          setError(undefined);
          onStart(reward);
          try {
            onClaimed(reward, call, await claim.submit(call));
          } catch (failure) {
            setError(failure);
            throw failure;
          }
        });
      }}
    />
  );
}
