import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../../lib/routes.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";

/**
 * What a rewards page whose entry has no session check (the points mall, spec §6) or that a
 * visitor opens by its address (sign-in) shows instead of the member's data: why, and Log in.
 */
export function LoginFirst({ text }: { text: string }) {
  const { LL } = useI18nContext();
  return (
    <EmptyState text={text}>
      <Link href={paths.login} className="button button--primary">
        {LL.common.login()}
      </Link>
    </EmptyState>
  );
}
