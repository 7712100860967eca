// "Fuzz every form", for feedback (testing/fuzz-form.ts): the text fuzzed.
import { describe, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession } from "../../../testing/fixtures.ts";
import { fuzzForm } from "../../../testing/fuzz-form.ts";
import { renderApp } from "../../../testing/test-utils.tsx";

describe("fuzzing the feedback form", () => {
  it(
    "any text gives the bounds message or one request",
    () =>
      fuzzForm({
        render: () => renderApp({ route: "/m/feedback", session: memberSession(), api: { "PUT /wps/feedback": () => json({ success: false }, { status: 500 }) } }),
        fields: [{ label: "Your feedback" }],
        submit: "Send feedback",
        request: "PUT /wps/feedback",
      }),
    120_000,
  );
});
