import { Link } from "wouter";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { paths } from "../../lib/routes.ts";
import "./form.css";

/** spec §2: the link back to /m/home under the account forms. */
export function BackHomeLink() {
  const { LL } = useI18nContext();
  return (
    <Link href={paths.home} className="back-home-link">
      {LL.common.backHome()}
    </Link>
  );
}
