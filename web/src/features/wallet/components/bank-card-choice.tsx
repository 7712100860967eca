import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatDateTime } from "../../../lib/date.ts";
import type { WithdrawCard } from "../api/api-types.ts";
import { cardOpen } from "../withdraw-rules.ts";
import { CardIcon } from "../wallet-icons.tsx";

/**
 * The member's cards as one radio group (numbers masked as the server sends them, the member centre's last 19
 * characters), a card whose bank is under maintenance shown and not choosable, and the way to add one.
 */
export function BankCardChoice({ cards, selected, onSelect, onAddCard }: { cards: readonly WithdrawCard[]; selected: number | undefined; onSelect: (id: number) => void; onAddCard?: () => void }) {
  const { LL } = useI18nContext();
  return (
    <fieldset className="card-choice">
      <legend className="field__label">{LL.wallet.withdraw.card()}</legend>
      {cards.map((card) => {
        const open = cardOpen(card);
        const maintenance = card.maintenanceStartTime && card.maintenanceEndTime ? { from: formatDateTime(card.maintenanceStartTime), to: formatDateTime(card.maintenanceEndTime) } : null;
        return (
          <label
            key={card.bankCardId}
            className={`card-choice__option${card.bankCardId === selected ? " card-choice__option--current" : ""}${open ? "" : " card-choice__option--off"}`}
          >
            <input type="radio" name="bankCardId" value={card.bankCardId} checked={card.bankCardId === selected} disabled={!open} onChange={() => onSelect(card.bankCardId)} />
            <CardIcon className="card-choice__icon" />
            <span className="card-choice__text">
              <span className="card-choice__bank">{card.bankName}</span>
              <span className="card-choice__number">{card.cardNumber.slice(-19)}</span>
              {open ? null : (
                <span className="card-choice__note">{maintenance ? LL.wallet.withdraw.cardMaintenanceWindow(maintenance) : LL.wallet.withdraw.cardMaintenance()}</span>
              )}
            </span>
          </label>
        );
      })}
      {onAddCard ? (
        <button type="button" className="button button--ghost button--small card-choice__add" onClick={onAddCard}>
          {LL.wallet.card.addAnother()}
        </button>
      ) : null}
    </fieldset>
  );
}
