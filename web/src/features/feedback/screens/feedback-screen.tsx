import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { ChatIcon } from "../../../ui/screen-icons.tsx";
import { FeedbackForm } from "../components/feedback-form.tsx";
import "../feedback.css";

/** The feedback page (FEEDBACK3): the form, then the thanks; "send more" gives a fresh form. */
export default function FeedbackScreen() {
  const { LL } = useI18nContext();
  const [sent, setSent] = useState(false);
  // A new key gives a fresh form after "send more".
  const [round, setRound] = useState(0);

  return (
    <div className="form-page feedback">
      <p className="form-page__intro">
        <ChatIcon className="feedback__intro-icon" aria-hidden="true" /> {LL.profile.feedback.intro()}
      </p>
      {sent ? (
        <section className="form-card feedback__sent" role="status">
          <h2 className="feedback__sent-title">{LL.profile.feedback.sentTitle()}</h2>
          <p className="form-page__intro">{LL.profile.feedback.sentText()}</p>
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => {
              setSent(false);
              setRound((value) => value + 1);
            }}
          >
            {LL.profile.feedback.again()}
          </button>
        </section>
      ) : (
        <FeedbackForm key={round} onSent={() => setSent(true)} />
      )}
    </div>
  );
}
