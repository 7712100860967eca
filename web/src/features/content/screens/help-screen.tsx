import { useLocation, useSearch } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { Breadcrumb } from "../../../ui/breadcrumb.tsx";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Tabs } from "../../../ui/tabs.tsx";
import { useHelpCentre } from "../../home/index.ts";
import { HelpEntries } from "../components/help-entries.tsx";
import { helpTopicIndex, helpTopicPath } from "../help-rules.ts";
import "../content.css";

/** Spec §2 "/m/help": the help topics as tabs, `?i=` picks one (default the first), its sanitised articles. */
export default function HelpScreen() {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const rawIndex = new URLSearchParams(useSearch()).get("i");
  const help = useHelpCentre();

  return (
    <div className="content-page">
      <Breadcrumb
        label={LL.content.breadcrumb.label()}
        crumbs={[{ label: LL.content.breadcrumb.home(), href: paths.home }, { label: LL.content.breadcrumb.helpCentre() }]}
      />
      <DataState
        query={help}
        skeleton={<Skeleton shape="rows" count={5} />}
        isEmpty={(topics) => topics.length === 0}
        empty={<EmptyState text={LL.content.help.empty()} />}
      >
        {(topics) => {
          const selected = helpTopicIndex(rawIndex, topics.length);
          const topic = topics[selected];
          return (
            <>
              <Tabs
                label={LL.content.help.topics()}
                tabs={topics.map((entry, index) => ({ value: index, label: entry.title, id: `help-tab-${index}` }))}
                current={selected}
                onSelect={(index) => navigate(helpTopicPath(index), { replace: true })}
                className="tab-strip help-tabs"
                tabClassName="tab-strip__tab"
                controls="help-panel"
              />
              <div id="help-panel" role="tabpanel" aria-labelledby={`help-tab-${selected}`} className="help-panel">
                {topic ? <HelpEntries entries={topic.children} /> : null}
              </div>
            </>
          );
        }}
      </DataState>
    </div>
  );
}
