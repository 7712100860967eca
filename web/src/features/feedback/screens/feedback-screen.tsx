import type { FeedbackReceipt } from "@platform/sdk/forms";
import { useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { ChatIcon } from "../../../ui/screen-icons.tsx";
import { useApiQuery } from "../../../lib/api-query.ts";
import { feedbackSettings } from "../api/get-feedback-settings.ts";
import { FeedbackForm } from "../components/feedback-form.tsx";
import "../feedback.css";

/** The feedback page (FEEDBACK3): the form, then the receipt with its reference number. */
export default function FeedbackScreen() {
  const { LL } = useI18nContext();
  const settings = useApiQuery(feedbackSettings);
  const [receipt, setReceipt] = useState<FeedbackReceipt>();
  // A new key gives a fresh form after "send more".
  const [round, setRound] = useState(0);

  return (
    <div className="form-page feedback">
      <p className="form-page__intro">
        <ChatIcon className="feedback__intro-icon" aria-hidden="true" /> {LL.profile.feedback.intro()}
      </p>
      {receipt === undefined ? (
        <DataState query={settings} skeleton={<Skeleton shape="rows" count={4} />}>
          {(data) => <FeedbackForm key={round} settings={data} onSent={setReceipt} />}
        </DataState>
      ) : (
        <section className="form-card feedback__sent" role="status">
          <h2 className="feedback__sent-title">{LL.profile.feedback.sentTitle()}</h2>
          <p className="form-page__intro">{LL.profile.feedback.sentText({ id: receipt.feedbackId })}</p>
          <button
            type="button"
            className="button button--ghost button--block"
            onClick={() => {
              setReceipt(undefined);
              setRound((value) => value + 1);
            }}
          >
            {LL.profile.feedback.again()}
          </button>
        </section>
      )}
    </div>
  );
}
