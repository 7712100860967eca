import { Link } from "wouter";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { href } from "../../lib/routes.ts";
import { gate, useSession } from "../../shared/session/index.ts";

/** Which history a balance leads to: every movement and every bet (the member centre), or one kind of movement (deposit, withdraw). */
export type HistoryKind = "all" | "deposit" | "withdraw";

/**
 * The member's money history one tap from a balance. `all` (the member centre's card): the
 * transaction records and the bet records; `deposit`/`withdraw` (the wallet's pages): the records of that
 * kind. Nothing for an account whose records are refused (a trial account's balance is play money).
 */
export function HistoryLinks({ kind }: { kind: HistoryKind }) {
  const { LL } = useI18nContext();
  const { session } = useSession();
  if (gate("records", session) !== "allow") return null;
  const links =
    kind === "all"
      ? [
          { key: "transactions", to: href("transactionRecord"), text: LL.balance.transactions() },
          { key: "bets", to: href("gameRecord"), text: LL.balance.bets() },
        ]
      : [{ key: kind, to: href("transactionRecord", { codeTypes: kind }), text: kind === "deposit" ? LL.balance.depositHistory() : LL.balance.withdrawHistory() }];
  return (
    <nav className="history-links" aria-label={LL.balance.history()}>
      {links.map((link) => (
        <Link key={link.key} href={link.to} className="history-links__link">
          {link.text}
        </Link>
      ))}
    </nav>
  );
}
