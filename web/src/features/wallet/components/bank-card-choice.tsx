import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import type { BankCard } from "../api/api-types.ts";
import { CardIcon } from "../wallet-icons.tsx";

/** The member's cards as one radio group (numbers masked as the server sends them), and the way to add one. */
export function BankCardChoice({ cards, selected, onSelect, onAddCard }: { cards: readonly BankCard[]; selected: number | undefined; onSelect: (id: number) => void; onAddCard?: () => void }) {
  const { LL } = useI18nContext();
  return (
    <fieldset className="card-choice">
      <legend className="field__label">{LL.wallet.withdraw.card()}</legend>
      {cards.map((card) => (
        <label key={card.id} className={`card-choice__option${card.id === selected ? " card-choice__option--current" : ""}`}>
          <input type="radio" name="bankCardId" value={card.id} checked={card.id === selected} onChange={() => onSelect(card.id)} />
          <CardIcon className="card-choice__icon" />
          <span className="card-choice__text">
            <span className="card-choice__bank">{card.bankName}</span>
            <span className="card-choice__number">{card.cardNumber}</span>
          </span>
        </label>
      ))}
      {onAddCard ? (
        <button type="button" className="button button--ghost button--small card-choice__add" onClick={onAddCard}>
          {LL.wallet.card.addAnother()}
        </button>
      ) : null}
    </fieldset>
  );
}
