import { useEffect, useState, type ReactNode } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useKeptDraft } from "../../../lib/kept-on-expiry.ts";
import { formatMoney } from "../../../lib/money.ts";
import { authStore } from "../../../stores/auth.ts";
import { safeImageSrc } from "../../../lib/url-gate.ts";
import { combineQueries, DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { SettledImage } from "../../../ui/settled-image.tsx";
// Their own files, not the ui/form index: that would bring the form's chunk (react-hook-form, xstate) back.
import { MethodTabs } from "../../../ui/form/method-tabs.tsx";
import { LazyFormPart } from "../../../ui/form/lazy-form-part.tsx";
import { lazyPart } from "../../../lib/lazy-part.ts";
import { usePaintedOnce } from "../../../lib/use-painted-once.ts";
import { LockIcon } from "../../../ui/screen-icons.tsx";
import { ChoiceButtons } from "../../../ui/tabs.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { Balance, memberInfo, useLayout } from "../../member/index.ts";
import type { DepositChannel } from "../api/api-types.ts";
import type { DepositOutcome } from "../api/deposit.ts";
import { DEPOSIT_CHANNEL_KEY, keptDepositChannel } from "../api/kept-deposit-channel.ts";
import { depositChannels } from "../api/get-deposit-channels.ts";
import { depositPromotions } from "../api/get-deposit-promotions.ts";
import { depositSettings } from "../api/get-deposit-settings.ts";
import type { DepositOption } from "../deposit-options.ts";
import { depositMinimum } from "../deposit-rules.ts";
import { BankIcon } from "../wallet-icons.tsx";
import "../wallet.css";

// The form (its machine, the money path, react-hook-form, xstate) and the answer's page are one chunk of their own
// (components/deposit-parts.ts), asked for once the methods have been painted (usePaintedOnce): the methods, their
// channels and the chosen channel's message, the screen's largest paint, come with the screen's code and the data,
// not after 40 kB more of the form's.
const loadParts = () => import("../components/deposit-parts.ts");
const DepositForm = lazyPart(() => loadParts().then((module) => ({ default: module.DepositForm })));
const DepositResult = lazyPart(() => loadParts().then((module) => ({ default: module.DepositResult })));

/** The form's place while its code comes: its first fields' height, so what follows is not pushed down when it comes. */
function DepositFormPending() {
  return <Skeleton shape="rows" count={3} />;
}

/**
 * The form's place in the methods' card: its pending picture until the card has been painted once, then the form's
 * chunk, and, beside it, the bonuses of the channel the form opens on (`vendorId`), which the form waits for before
 * its submit button (start-up leaves them to this: first-paint.ts).
 */
function FormAfterPaint({ vendorId, children }: { vendorId: number; children: ReactNode }) {
  const painted = usePaintedOnce();
  const queryClient = useQueryClient();
  const api = useApi();
  useEffect(() => {
    // A failure is the form's to show (its own query asks again), never an unhandled rejection.
    if (painted) void queryClient.prefetchQuery(depositPromotions.options(api, vendorId));
  }, [painted, queryClient, api, vendorId]);
  return painted ? <LazyFormPart pending={<DepositFormPending />}>{children}</LazyFormPart> : <DepositFormPending />;
}

/** The best bonus percent of a method's channels (the member centre's "+N%" on the method), 0 when none. */
function bestBonus(option: DepositOption): number {
  return Math.max(0, ...option.channels.map((channel) => channel.reimbursementPercentage ?? 0));
}

/** The new layout's method tiles: the server's icon (through the URL gate), name, "recommended" and best bonus. */
function MethodTiles({ options, current, onPick }: { options: readonly DepositOption[]; current: string; onPick: (code: string) => void }) {
  const { LL } = useI18nContext();
  return (
    <ChoiceButtons
      label={LL.wallet.deposit.methods()}
      choices={options.map((option) => {
        const bonus = bestBonus(option);
        const icon = safeImageSrc(option.icon);
        return {
          value: option.code,
          label: (
            <>
              {icon ? <SettledImage src={icon} alt="" width={40} height={40} /> : <BankIcon />}
              <span>{option.label}</span>
              {option.recommended ? <span className="method-tiles__badge">{LL.wallet.deposit.recommended()}</span> : null}
              {bonus > 0 ? <span className="method-tiles__bonus">{LL.wallet.deposit.bonusPercent({ percent: bonus })}</span> : null}
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

/** A method's channels (vendors) as choices, each with its limits; none drawn for a method of one channel. */
function ChannelChoice({ channels, current, symbol, minimumOf, onPick }: { channels: readonly DepositChannel[]; current: number; symbol?: string; minimumOf: (channel: DepositChannel) => number; onPick: (vendorId: number) => void }) {
  const { LL } = useI18nContext();
  if (channels.length < 2) return null;
  return (
    <ChoiceButtons
      label={LL.wallet.deposit.channel()}
      choices={channels.map((channel) => ({
        value: channel.vendorId,
        label: (
          <>
            <span className="channel-choice__name">{channel.vendorName ?? String(channel.vendorId)}</span>
            <span className="channel-choice__limits">{LL.wallet.deposit.channelLimits({ min: formatMoney(minimumOf(channel), symbol), max: formatMoney(channel.max, symbol) })}</span>
          </>
        ),
      }))}
      current={current}
      onSelect={onPick}
      className="channel-choice"
      choiceClassName="channel-choice__option"
      currentClassName="channel-choice__option--current"
    />
  );
}

/**
 * /m/voucherCenter: real members only (the route's gate gives the others 'free_reject').
 * Closed deposits say so with the merchant's message. The methods come from the server in its order — tiles
 * in the new (dep_func '1') layout, tabs in the classic one — each with its channels (their limits, raised
 * to the first-deposit minimum before a first deposit), banks, fixed amounts, fee and bonus; the answer is a
 * QR code, a payment page or the account to transfer to.
 */
export default function VoucherCenterScreen() {
  const { LL } = useI18nContext();
  const layout = useLayout("dep_func");
  const channels = useApiQuery(depositChannels);
  const settings = useApiQuery(depositSettings);
  const member = useApiQuery(memberInfo).data;
  const symbol = member?.currencySymbol;
  const userName = useSnapshot(authStore).session?.userName ?? "";
  // After a session expired mid-deposit, the method and channel the member had chosen (its form gets the rest).
  // Or those of a deposit still unconfirmed when the member left (its form takes up the reading).
  const keptChannel = useKeptDraft<{ code: string; vendorId: number }>(DEPOSIT_CHANNEL_KEY);
  const [picked, setPicked] = useState<{ code: string; vendorId?: number } | null>(() =>
    typeof keptChannel?.code === "string" && typeof keptChannel.vendorId === "number" ? { code: keptChannel.code, vendorId: keptChannel.vendorId } : keptDepositChannel(userName),
  );
  const [result, setResult] = useState<{ outcome: DepositOutcome; amount: number } | null>(null);

  return (
    <div className={`wallet wallet--${layout}`} data-layout={layout}>
      <section className="wallet-summary wallet-summary--row" aria-label={LL.wallet.withdraw.summary()}>
        <Balance variant="card" history="deposit" />
      </section>
      <DataState query={combineQueries(channels, settings)} skeleton={<Skeleton shape="cards" count={4} />} isEmpty={([list]) => list.length === 0} empty={<EmptyState text={LL.wallet.deposit.noChannels()} />}>
        {([list, depositSetting]) => {
          if (result) {
            return (
              <LazyFormPart pending={<DepositFormPending />}>
                <DepositResult outcome={result.outcome} amount={result.amount} symbol={symbol} onAgain={() => setResult(null)} />
              </LazyFormPart>
            );
          }
          if (depositSetting.allowDeposit !== "Y") {
            return (
              <section className="wallet-card wallet-locked" role="alert">
                <LockIcon className="wallet-locked__icon" />
                <h2 className="wallet-card__title">{LL.wallet.deposit.closed()}</h2>
                <p>{depositSetting.allowDepositMessage || LL.wallet.deposit.closedHelp()}</p>
              </section>
            );
          }
          const option = list.find((entry) => entry.code === picked?.code) ?? list[0]!;
          const channel = option.channels.find((entry) => entry.vendorId === picked?.vendorId) ?? option.channels[0]!;
          return (
            <section className="wallet-card" aria-labelledby="deposit-title">
              <h2 id="deposit-title" className="wallet-card__title">
                {LL.wallet.deposit.method()}
              </h2>
              {depositSetting.inProgressCashInCount ? <p className="wallet-note">{LL.wallet.deposit.inProgress({ count: depositSetting.inProgressCashInCount })}</p> : null}
              {layout === "new" ? (
                <MethodTiles options={list} current={option.code} onPick={(code) => setPicked({ code })} />
              ) : (
                <MethodTabs label={LL.wallet.deposit.methods()} value={option.code} options={list.map((entry) => ({ value: entry.code, label: entry.label }))} onChange={(code) => setPicked({ code })} />
              )}
              <ChannelChoice
                channels={option.channels}
                current={channel.vendorId}
                symbol={symbol}
                minimumOf={(entry) => depositMinimum(entry, depositSetting)}
                onPick={(vendorId) => setPicked({ code: option.code, vendorId })}
              />
              {channel.message ? <p className="wallet-card__intro">{channel.message}</p> : null}
              <FormAfterPaint vendorId={channel.vendorId}>
                <DepositForm
                  key={`${option.code}:${channel.vendorId}`}
                  option={option}
                  channel={channel}
                  settings={depositSetting}
                  symbol={symbol}
                  nickname={member?.nickname}
                  onDone={(outcome, amount) => setResult({ outcome, amount })}
                />
              </FormAfterPaint>
            </section>
          );
        }}
      </DataState>
    </div>
  );
}
