// One home for dialogs, web/src/ui/modal/. Its Modal portals the
// dialog, moves focus in and keeps it there, gives it back on close, closes the
// top dialog on Escape (one listener for all) and locks the page's scrolling;
// NonModalDialog is the one that leaves the page usable. A hand-rolled
// role="dialog" box, a raw <dialog> or aria-modal elsewhere re-makes (or
// forgets) those, as four pop-ups with three Escape handlers once did.
const message =
  "Use Modal or NonModalDialog (web/src/ui/modal/modal.tsx), or Sheet / openDialog, not a hand-rolled dialog: the home traps and returns focus, handles Escape once and locks scrolling.";

/** Only intrinsic elements (<section>, <div>...): <Modal role="alertdialog"> is the home's own prop. */
const element = "JSXOpeningElement[name.type='JSXIdentifier'][name.name=/^[a-z]/]";
const dialogRole = "/^(alert)?dialog$/";

export default {
  id: "dialogs",
  message,
  ignores: ["web/src/ui/modal/**"],
  selectors: [
    `${element} > JSXAttribute[name.name='role'][value.value=${dialogRole}]`,
    `${element} > JSXAttribute[name.name='role'] > JSXExpressionContainer > Literal[value=${dialogRole}]`,
    `${element} > JSXAttribute[name.name='aria-modal']`,
    "JSXOpeningElement[name.name='dialog']",
    "CallExpression[callee.property.name='createElement'][arguments.0.value='dialog']",
    `CallExpression[callee.property.name='setAttribute'][arguments.0.value='role'][arguments.1.value=${dialogRole}]`,
  ],
  examples: {
    bad: [
      {
        file: "web/src/features/country-chooser/chooser.tsx",
        code: 'export const Chooser = () => (\n  <div className="mask">\n    <section role="dialog" aria-labelledby="t"><h2 id="t">Choose</h2></section>\n  </div>\n);',
      },
      { file: "web/src/features/pwa/prompt.tsx", code: 'export const Prompt = () => <section role={"alertdialog"} aria-label="Update">Ready</section>;' },
      { file: "web/src/ui/sheet.tsx", code: 'export const Box = () => <section aria-modal="true" aria-label="Sheet" />;' },
      { file: "web/src/features/home/popup.tsx", code: "export const Popup = () => <dialog open>Hello</dialog>;" },
      { file: "web/src/lib/alert.ts", code: 'export const box = () => document.createElement("dialog");' },
      { file: "web/src/lib/alert-role.ts", code: 'export const mark = (el: HTMLElement) => el.setAttribute("role", "dialog");' },
    ],
    good: [
      {
        file: "web/src/ui/modal/modal.tsx",
        code: 'export const Box = ({ label }: { label: string }) => <section role="dialog" aria-modal="true" aria-label={label} />;',
      },
      {
        file: "web/src/features/country-chooser/chooser.tsx",
        code: 'import { Modal } from "../../ui/modal/modal.tsx";\nexport const Chooser = () => (\n  <Modal layer="popup" role="alertdialog" className="c" label="Choose">Hi</Modal>\n);',
      },
      { file: "web/src/features/home/tabs.tsx", code: 'export const Tabs = () => <div role="tablist" aria-label="Games" />;' },
    ],
  },
};
