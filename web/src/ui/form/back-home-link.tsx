import { Link } from "wouter";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { HOME_PATH } from "../../lib/paths.ts";
import "./form.css";

/** spec §2: the link back to /m/home under the account forms. */
export function BackHomeLink() {
  const { LL } = useI18nContext();
  return (
    <Link href={HOME_PATH} className="back-home-link">
      {LL.common.backHome()}
    </Link>
  );
}
