import type { components } from "@platform/sdk";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";

type HelpEntry = components["schemas"]["HelpTopic"]["children"][number];

/** A topic's entries: each its question (when the topic has several) and sanitised answer. */
export function HelpEntries({ entries }: { entries: readonly HelpEntry[] }) {
  const titled = entries.length > 1;
  return (
    <div className="help-entries">
      {entries.map((entry, index) => (
        <section key={`${index}-${entry.title}`} className="help-entry" aria-label={entry.title}>
          {titled ? <h3 className="help-entry__title">{entry.title}</h3> : null}
          <SafeHtml html={entry.content ?? ""} />
        </section>
      ))}
    </div>
  );
}
