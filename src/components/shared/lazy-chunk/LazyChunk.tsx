import React, { Component, Suspense, type ReactNode } from "react";

/**
 * Webpack's error for a code-split chunk the network did not bring: the visitor is offline, or left the
 * page while it loaded (Firefox then fails the request). Not a bug in the page, so it is not thrown on.
 */
export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && error.name === "ChunkLoadError";

interface LazyChunkProps {
  /** What stands in for the lazy component while its chunk loads, and if it fails to load. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Around a React.lazy component: shows `fallback` while its chunk loads (Suspense) and, if the chunk
 * fails to load, instead of letting the error unmount the whole page. Any other error goes on up, as it
 * would without this boundary.
 */
export class LazyChunk extends Component<LazyChunkProps, { failed: unknown }> {
  state = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error };
  }

  render() {
    const { failed } = this.state;
    if (failed !== null && !isChunkLoadError(failed)) throw failed;
    if (failed !== null) return this.props.fallback;
    return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>;
  }
}
