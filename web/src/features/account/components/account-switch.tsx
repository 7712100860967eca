import { Link } from "wouter";
import { BackHomeLink } from "../../../ui/form/back-home-link.tsx";

/** The foot of login and registration: the other screen's link after its question, then back to home. */
export function AccountSwitch({ question, linkText, href }: { question: string; linkText: string; href: string }) {
  return (
    <>
      <p className="account__switch">
        {question}{" "}
        <Link href={href} className="text-link">
          {linkText}
        </Link>
      </p>
      <BackHomeLink />
    </>
  );
}
