import { Component, type ErrorInfo, type ReactNode } from "react";

/**
 * Keeps one broken screen (a chunk that failed to load, a render error) from
 * blanking the whole app: the frame stays and `fallback` offers a way out.
 */
export class ErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("screen failed", error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
