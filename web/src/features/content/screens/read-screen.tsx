import { Link, Redirect } from "wouter";
import { isReadTopic } from "../../../lib/read-topics.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { useHelpCentre } from "../../home/index.ts";
import { HelpEntries } from "../components/help-entries.tsx";
import { readArticle } from "../help-rules.ts";
import "../content.css";

/** Spec §2 "/m/read/{topic}": the game guide of one category, found among the help's instructions; other topics go home. */
export default function ReadScreen({ params }: { params: Record<string, string> }) {
  const topic = params.topic;
  if (!isReadTopic(topic)) return <Redirect to={paths.home} replace />;
  return <ReadArticle topic={topic} />;
}

function ReadArticle({ topic }: { topic: string }) {
  const { LL } = useI18nContext();
  const help = useHelpCentre();
  return (
    <div className="content-page read-page">
      <DataState query={help} skeleton={<Skeleton shape="rows" count={4} />}>
        {(topics) => {
          const article = readArticle(topics, topic);
          if (!article)
            return (
              <EmptyState text={LL.content.read.noArticle()}>
                <Link href={paths.help} className="button button--ghost button--small">
                  {LL.content.read.more()}
                </Link>
              </EmptyState>
            );
          return (
            <article className="read-page__article" aria-label={article.title}>
              <HelpEntries entries={[article]} />
            </article>
          );
        }}
      </DataState>
    </div>
  );
}
