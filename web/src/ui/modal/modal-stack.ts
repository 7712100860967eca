// The open modals, top last. One document listener each for Escape and for
// focus leaving, both acting for the top modal only, and one scroll lock
// counted over all of them (one home for dialogs).

interface ModalLayer {
  /** The dialog box: focus stays inside it. */
  box: HTMLElement;
  /** Escape's action; without one Escape does nothing (a busy dialog). */
  onEscape: () => (() => void) | undefined;
}

const stack: ModalLayer[] = [];

const top = (): ModalLayer | undefined => stack[stack.length - 1];

const TABBABLE = [
  "a[href]",
  "area[href]",
  "button:not([disabled])",
  'input:not([disabled]):not([type="hidden"])',
  "select:not([disabled])",
  "textarea:not([disabled])",
  "iframe",
  "[contenteditable]:not([contenteditable='false'])",
  "[tabindex]",
].join(",");

/** What Tab reaches inside `box`, in order (a radio group counts once, by its checked radio). */
function tabbables(box: HTMLElement): HTMLElement[] {
  return [...box.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => {
    if (element.tabIndex < 0 || element.closest("[hidden], [inert]")) return false;
    if (element instanceof HTMLInputElement && element.type === "radio" && !element.checked && element.name) {
      const group = box.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(element.name)}"]`);
      return ![...group].some((radio) => radio.checked);
    }
    return true;
  });
}

/** Tab from the last stop goes to the first, Shift+Tab from the first to the last. */
function onKeyDown(event: KeyboardEvent): void {
  const layer = top();
  if (!layer || event.defaultPrevented) return;
  if (event.key === "Escape") {
    const close = layer.onEscape();
    event.preventDefault();
    close?.();
    return;
  }
  if (event.key !== "Tab") return;
  const stops = tabbables(layer.box);
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    layer.box.focus();
    return;
  }
  const outside = !layer.box.contains(active) || active === layer.box;
  if (event.shiftKey && (outside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** Focus that lands outside the top modal (a click through, a script) is brought back to it. */
function onFocusIn(event: FocusEvent): void {
  const layer = top();
  if (layer && event.target instanceof Node && !layer.box.contains(event.target)) layer.box.focus();
}

let scrollLock: { overflow: string; paddingRight: string } | null = null;

function lockScroll(): void {
  const root = document.documentElement;
  const scrollbar = window.innerWidth - root.clientWidth;
  scrollLock = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  root.style.overflow = "hidden";
  // The page does not shift sideways when a desktop scrollbar goes away.
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
}

function unlockScroll(): void {
  if (!scrollLock) return;
  const root = document.documentElement;
  root.style.overflow = scrollLock.overflow;
  root.style.paddingRight = scrollLock.paddingRight;
  scrollLock = null;
}

/** Puts `layer` on top; the returned function takes it off (in any order). */
export function pushModal(layer: ModalLayer): () => void {
  if (stack.length === 0) {
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    lockScroll();
  }
  stack.push(layer);
  return () => {
    const index = stack.indexOf(layer);
    if (index >= 0) stack.splice(index, 1);
    if (stack.length > 0) return;
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("focusin", onFocusIn);
    unlockScroll();
  };
}
