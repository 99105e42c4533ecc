import { Component, type ReactNode } from "react";

/**
 * Webpack's error for a code-split chunk the network did not bring: the visitor is offline, or left the
 * page while it loaded (Firefox then fails the request). Not a bug in the page, so it is not thrown on.
 */
export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && error.name === "ChunkLoadError";

interface ChunkErrorBoundaryProps {
  /** What stands in for the lazy component when its chunk fails to load. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Around a React.lazy component: if its chunk fails to load, shows `fallback` instead of letting the
 * error unmount the whole page. Any other error goes on up, as it would without the boundary.
 */
export class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, { failed: unknown }> {
  state = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error };
  }

  render() {
    const { failed } = this.state;
    if (failed === null) return this.props.children;
    if (!isChunkLoadError(failed)) throw failed;
    return this.props.fallback;
  }
}
