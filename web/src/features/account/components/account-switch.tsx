import { Link } from "wouter";
import { BackHomeLink } from "../../../ui/form/back-home-link.tsx";
import { useCarriedIntentState } from "./login-intent-notice.tsx";

/** The foot of login and registration: the other screen's link after its question, then back to home. */
export function AccountSwitch({ question, linkText, href }: { question: string; linkText: string; href: string }) {
  // Where the visitor was going goes with them between login and register.
  const state = useCarriedIntentState();
  return (
    <>
      <p className="account__switch">
        {question}{" "}
        <Link href={href} state={state} className="text-link">
          {linkText}
        </Link>
      </p>
      <BackHomeLink />
    </>
  );
}
