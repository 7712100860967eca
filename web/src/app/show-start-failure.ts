// The app is split in two: the small entry (main.tsx) and React's half
// (render-app.tsx), a file of its own that can fail alone. When it does, after
// its retries, the page must not keep a frame whose buttons never answer, nor
// reject unhandled: it shows the notice the build wrote into the page in each
// language (app/start-failure.tsx), whose button loads the page again.

import { removeHtmlFirstRow } from "../lib/html-first-row.ts";

/** The attribute the build writes on each language's notice template: `<template data-start-failed="en">`. */
export const START_FAILED_ATTRIBUTE = "data-start-failed";
/** The notice's Try again button. */
export const START_RETRY_ATTRIBUTE = "data-start-retry";

/**
 * Shows the page's start-failure notice in its language (else the first there is) over the frame (made inert), its button
 * reloading the page, and reports the error. False where the page has none (a build without prerendering,
 * the dev server): the console has the error then.
 */
export function showStartFailure(error: unknown, doc: Document = document, reload: () => void = () => window.location.reload()): boolean {
  console.error("the app could not start", error);
  const lang = doc.documentElement.lang;
  const template =
    doc.querySelector<HTMLTemplateElement>(`template[${START_FAILED_ATTRIBUTE}="${lang}"]`) ?? doc.querySelector<HTMLTemplateElement>(`template[${START_FAILED_ATTRIBUTE}]`);
  if (!template) return false;
  const notice = template.content.cloneNode(true) as DocumentFragment;
  const retry = notice.querySelector<HTMLButtonElement>(`[${START_RETRY_ATTRIBUTE}]`);
  retry?.addEventListener("click", () => {
    retry.disabled = true;
    reload();
  });
  // The page's picture of a list's first rows (lib/html-first-row.ts) would cover the notice.
  removeHtmlFirstRow(doc);
  // The frame beneath no longer answers: out of reach of the keyboard and assistive technology too.
  doc.getElementById("root")?.setAttribute("inert", "");
  doc.body.append(notice);
  retry?.focus();
  return true;
}
