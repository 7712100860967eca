/** Sends the browser to an address outside the app (a full navigation, not a route change). */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
