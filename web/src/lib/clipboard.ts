// The one way to copy text (a referral link, a transfer's account number).
// The wallet's copy button once used the Clipboard API alone, so an http page or an
// older WebView (no navigator.clipboard) or a refused permission could not copy at all.

/** Copies text and says whether it worked: the async Clipboard API, else a selected off-screen textarea and execCommand (older WebViews, http pages). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or not a secure context: try the old way.
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  // iOS Safari selects nothing with select() alone.
  area.setSelectionRange(0, text.length);
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
