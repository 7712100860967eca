import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Modal, NonModalDialog } from "./modal.tsx";

/** A page with a button that opens a dialog of three stops (the middle one may be disabled). */
function Page({ onClose, closeable = true, busy = false }: { onClose?: () => void; closeable?: boolean; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Behind</button>
      {open ? (
        <Modal layer="dialog" className="test-box" labelledBy="title" onClose={closeable ? close : undefined}>
          <h2 id="title">Are you sure?</h2>
          <button type="button">First</button>
          <button type="button" disabled={busy}>
            Middle
          </button>
          <button type="button" onClick={close}>
            Last
          </button>
        </Modal>
      ) : null}
    </>
  );
}

async function openPage(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  const rendered = render(<Page {...props} />);
  await user.click(screen.getByRole("button", { name: "Open" }));
  return { user, ...rendered, dialog: screen.getByRole("dialog", { name: "Are you sure?" }) };
}

describe("Modal (the one home for dialogs)", () => {
  it("is a modal dialog named by its heading, portalled to <body> outside the app's tree", async () => {
    const { dialog, container } = await openPage();
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.parentElement?.parentElement).toBe(document.body);
    expect(dialog.parentElement).toHaveClass("mask", "mask--dialog");
  });

  it("takes focus on opening and keeps Tab inside: the last stop wraps to the first, Shift+Tab back", async () => {
    const { user, dialog } = await openPage();
    expect(dialog).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "First" })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Last" })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "First" })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole("button", { name: "Last" })).toHaveFocus();
  });

  it("skips a disabled control when it wraps", async () => {
    const { user, dialog } = await openPage({ busy: true });
    within(dialog).getByRole("button", { name: "First" }).focus();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Last" })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "First" })).toHaveFocus();
  });

  it("brings focus back when something behind it takes focus", async () => {
    const { dialog } = await openPage();
    screen.getByRole("button", { name: "Behind", hidden: true }).focus();
    expect(dialog).toHaveFocus();
  });

  it("closes on Escape and gives focus back to the button that opened it", async () => {
    const onClose = vi.fn();
    const { user } = await openPage({ onClose });
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
  });

  it("gives focus back when closed from inside too", async () => {
    const { user, dialog } = await openPage();
    await user.click(within(dialog).getByRole("button", { name: "Last" }));
    expect(screen.getByRole("button", { name: "Open" })).toHaveFocus();
  });

  it("ignores Escape while it may not close", async () => {
    const { user, dialog } = await openPage({ closeable: false });
    await user.keyboard("{Escape}");
    expect(dialog).toBeInTheDocument();
  });

  it("locks the page's scrolling while open and gives the page its own overflow back after", async () => {
    document.documentElement.style.overflow = "auto";
    const { user } = await openPage();
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(document.documentElement.style.overflow).toBe("auto");
    document.documentElement.style.overflow = "";
  });

  it("stacks: Escape closes the top dialog only, focus goes back into the one below, the page stays locked until the last closes", async () => {
    const user = userEvent.setup();
    const closeLower = vi.fn();
    function Stacked() {
      const [upper, setUpper] = useState(false);
      return (
        <Modal layer="sheet" className="lower" label="Lower" onClose={closeLower}>
          <button type="button" onClick={() => setUpper(true)}>
            Ask
          </button>
          {upper ? (
            <Modal layer="dialog" role="alertdialog" className="upper" label="Upper" onClose={() => setUpper(false)}>
              <button type="button">Confirm</button>
            </Modal>
          ) : null}
        </Modal>
      );
    }
    const { unmount } = render(<Stacked />);
    await user.click(screen.getByRole("button", { name: "Ask" }));
    expect(screen.getByRole("alertdialog", { name: "Upper" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(closeLower).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Ask" })).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe("hidden");
    await user.keyboard("{Escape}");
    expect(closeLower).toHaveBeenCalledTimes(1);
    unmount();
    expect(document.documentElement.style.overflow).toBe("");
  });

  it("focuses the control it is told to, or keeps a field that focused itself", () => {
    function Told() {
      const ref = useRef<HTMLButtonElement>(null);
      return (
        <Modal layer="popup" className="box" label="Told" initialFocus={ref}>
          <button type="button">Other</button>
          <button ref={ref} type="button">
            Stay
          </button>
        </Modal>
      );
    }
    const { unmount } = render(<Told />);
    expect(screen.getByRole("button", { name: "Stay" })).toHaveFocus();
    unmount();
    render(
      <Modal layer="sheet" className="box" label="Search">
        <button type="button">Close</button>
        <input type="search" aria-label="Name" autoFocus />
      </Modal>,
    );
    expect(screen.getByRole("searchbox", { name: "Name" })).toHaveFocus();
  });

  it("closes on a tap on the mask only when told to, never on a tap inside", () => {
    const onClose = vi.fn();
    const outer = vi.fn();
    render(
      // A React ancestor that must not hear the sheet's taps.
      <div onClick={outer}>
        <Modal layer="sheet" className="box" label="Sheet" onClose={onClose} closeOnMask maskTestId="mask">
          <p>Inside</p>
        </Modal>
      </div>,
    );
    fireEvent.click(screen.getByText("Inside"));
    expect(onClose).not.toHaveBeenCalled();
    expect(outer).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId("mask"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("ignores a tap on the mask unless told", () => {
    const onClose = vi.fn();
    render(
      <Modal layer="popup" className="box" label="Popup" onClose={onClose} maskTestId="mask">
        <p>Inside</p>
      </Modal>,
    );
    fireEvent.click(screen.getByTestId("mask"));
    expect(onClose).not.toHaveBeenCalled();
  });

  it("can be the form it holds: submitting it submits the dialog's form", () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <Modal layer="dialog" as="form" onSubmit={onSubmit} className="box" label="Check">
        <button type="submit">Send</button>
      </Modal>,
    );
    const dialog = screen.getByRole("dialog", { name: "Check" });
    expect(dialog.tagName).toBe("FORM");
    fireEvent.click(within(dialog).getByRole("button", { name: "Send" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

describe("NonModalDialog", () => {
  it("leaves the page alone (no focus taken, no scroll lock) and closes on Escape only from inside", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <>
        <button type="button">Page</button>
        <NonModalDialog role="alertdialog" label="Update ready" className="box" onClose={onClose}>
          <button type="button">Later</button>
        </NonModalDialog>
      </>,
    );
    const page = screen.getByRole("button", { name: "Page" });
    page.focus();
    const dialog = screen.getByRole("alertdialog", { name: "Update ready" });
    expect(dialog).not.toHaveAttribute("aria-modal");
    expect(document.documentElement.style.overflow).toBe("");
    await user.keyboard("{Escape}");
    expect(onClose).not.toHaveBeenCalled();
    within(dialog).getByRole("button", { name: "Later" }).focus();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
