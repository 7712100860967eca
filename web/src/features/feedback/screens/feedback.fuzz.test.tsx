// Issue 21 "Fuzz every form", for feedback (testing/fuzz-form.ts); the category is picked, the text fuzzed.
import { fireEvent, screen } from "@testing-library/react";
import { describe, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { fuzzForm } from "../../../testing/fuzz-form.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { feedbackSettings } from "../testing/feedback-fixtures.ts";

describe("fuzzing the feedback form (issue 21)", () => {
  it(
    "any text gives the bounds message or one request",
    () =>
      fuzzForm({
        render: () =>
          renderApp({
            route: "/m/feedback",
            session: memberSession(),
            api: { "GET /wps/feedback/setting": ok(feedbackSettings), "POST /wps/feedback": () => json({ success: false }, { status: 500 }) },
          }),
        fields: [{ label: "Your feedback" }],
        prepare: () => {
          fireEvent.change(screen.getByLabelText("Category"), { target: { value: "OTHER" } });
        },
        submit: "Send feedback",
        request: "POST /wps/feedback",
      }),
    120_000,
  );
});
