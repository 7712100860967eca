// The SDK reports a lost session (HTTP 401, login.not.session); the app's
// SessionExpiryListener decides what to do. The transport never touches the UI.
import type { PlatformError } from "@platform/sdk";

type Listener = (error: PlatformError) => void;

const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function notifySessionExpired(error: PlatformError): void {
  for (const listener of listeners) listener(error);
}
