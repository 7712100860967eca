import { useState } from "react";
import { useSnapshot } from "valtio";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useKeptDraft } from "../../../lib/kept-on-expiry.ts";
import { authStore } from "../../../stores/auth.ts";
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { MethodTabs } from "../../../ui/form/index.ts";
import { ChoiceButtons } from "../../../ui/tabs.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { Balance, memberInfo, useLayout } from "../../member/index.ts";
import type { DepositChannel } from "../api/api-types.ts";
import { keptDepositChannel, type DepositOutcome } from "../api/deposit.ts";
import { depositChannels } from "../api/get-deposit-channels.ts";
import { DEPOSIT_CHANNEL_KEY, DepositForm } from "../components/deposit-form.tsx";
import { DepositResult } from "../components/deposit-result.tsx";
import { BankIcon } from "../wallet-icons.tsx";
import "../wallet.css";

/** The new layout's method tiles: the server's icon (through the URL gate) and name. */
function MethodTiles({ channels, current, onPick }: { channels: readonly DepositChannel[]; current: number; onPick: (vendorId: number) => void }) {
  const { LL } = useI18nContext();
  return (
    <ChoiceButtons
      label={LL.wallet.deposit.methods()}
      choices={channels.map((channel) => {
        const src = safeImageSrc(channel.iconUrl);
        return {
          value: channel.vendorId,
          label: (
            <>
              {src ? <img src={safeImageSrc(channel.iconUrl)} alt="" width={40} height={40} /> : <BankIcon />}
              <span>{channel.vendorName}</span>
            </>
          ),
        };
      })}
      current={current}
      onSelect={onPick}
      className="method-tiles"
      choiceClassName="method-tiles__tile"
      currentClassName="method-tiles__tile--current"
    />
  );
}

/**
 * /m/voucherCenter (issue 14): real members only (the route's gate gives the
 * others 'free_reject'). The deposit methods come from the server — tiles in
 * the new (dep_func '1') layout, tabs in the classic one — each with its own
 * banks, limits, quick amounts and bonuses; the answer is a QR code, a
 * payment page or the account to transfer to.
 */
export default function VoucherCenterScreen() {
  const { LL } = useI18nContext();
  const layout = useLayout("dep_func");
  const channels = useApiQuery(depositChannels);
  const symbol = useApiQuery(memberInfo).data?.currencySymbol;
  const userName = useSnapshot(authStore).session?.userName ?? "";
  // After a session expired mid-deposit, the channel the member had chosen (its form gets the rest).
  // Or the channel of a deposit still unconfirmed when the member left (its form takes up the reading).
  const keptChannel = useKeptDraft<{ vendorId: number }>(DEPOSIT_CHANNEL_KEY);
  const [picked, setPicked] = useState<number | null>(() => (typeof keptChannel?.vendorId === "number" ? keptChannel.vendorId : keptDepositChannel(userName)));
  const [result, setResult] = useState<{ outcome: DepositOutcome; amount: number } | null>(null);

  return (
    <div className={`wallet wallet--${layout}`} data-layout={layout}>
      <section className="wallet-summary wallet-summary--row" aria-label={LL.wallet.withdraw.summary()}>
        <Balance variant="card" />
      </section>
      <DataState query={channels} skeleton={<Skeleton shape="cards" count={4} />} isEmpty={(list) => list.length === 0} empty={<EmptyState text={LL.wallet.deposit.noChannels()} />}>
        {(list) => {
          if (result) return <DepositResult outcome={result.outcome} amount={result.amount} symbol={symbol} onAgain={() => setResult(null)} />;
          const channel = list.find((entry) => entry.vendorId === picked) ?? list[0]!;
          return (
            <section className="wallet-card" aria-labelledby="deposit-title">
              <h2 id="deposit-title" className="wallet-card__title">
                {LL.wallet.deposit.method()}
              </h2>
              {layout === "new" ? (
                <MethodTiles channels={list} current={channel.vendorId} onPick={setPicked} />
              ) : (
                <MethodTabs
                  label={LL.wallet.deposit.methods()}
                  value={String(channel.vendorId)}
                  options={list.map((entry) => ({ value: String(entry.vendorId), label: entry.vendorName }))}
                  onChange={(value) => setPicked(Number(value))}
                />
              )}
              <DepositForm key={channel.vendorId} channel={channel} symbol={symbol} onDone={(outcome, amount) => setResult({ outcome, amount })} />
            </section>
          );
        }}
      </DataState>
    </div>
  );
}
