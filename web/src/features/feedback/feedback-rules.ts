import { feedbackContentRule, type FieldRule } from "@platform/machines";

/**
 * The text's two bounds (spec §5 "feedback length uses two configurable
 * bounds"). No real client was seen reading them from the server (the member
 * centre's feedback service is one PUT, MC /iZ1), so they are the app's own.
 */
export const FEEDBACK_LENGTH = { min: 10, max: 500 } as const;

export type FeedbackField = "content";

/** The feedback form's rule: the text between the two bounds. */
export const feedbackRules: Record<FeedbackField, FieldRule> = { content: feedbackContentRule(FEEDBACK_LENGTH.min, FEEDBACK_LENGTH.max) };
