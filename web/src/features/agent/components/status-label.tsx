/** A record's state as a coloured pill (good: done/paid/signed; bad: failed/refused). */
export function StatusLabel({ text, tone }: { text: string; tone?: "good" | "bad" }) {
  return <span className={`agent-status${tone ? ` agent-status--${tone}` : ""}`}>{text}</span>;
}
