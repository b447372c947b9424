import { Component, type ReactNode } from "react";

/**
 * Shows `fallback` when the map fails while drawing (an error inside Leaflet or a damaged register), so
 * the page around it, its list, details and directions link keep working. A chunk that fails to
 * download never gets here: `lazyWithRetry` keeps retrying it.
 */
export class MapErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
