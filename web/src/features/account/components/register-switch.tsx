import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { LOGIN_PATH } from "../../../lib/paths.ts";
import { BackHomeLink } from "../../../ui/form/index.ts";

/** The foot of the registration screen: already a member → log in; back to home. */
export function RegisterSwitch() {
  const { LL } = useI18nContext();
  return (
    <>
      <p className="account__switch">
        {LL.account.register.haveAccount()}{" "}
        <Link href={LOGIN_PATH} className="text-link">
          {LL.account.register.loginLink()}
        </Link>
      </p>
      <BackHomeLink />
    </>
  );
}
