import { Component, type ReactNode } from "react";

/**
 * Shows `fallback` when a lazy map chunk fails to download (flaky mobile data), so the page around it,
 * its details and its directions link keep working.
 */
export class ChunkErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
