import React, { Component, lazy, type ReactNode } from "react";
import { act, render, screen } from "@testing-library/react";
import { LazyChunk } from "./LazyChunk";

/** A lazy component whose chunk fails with `error`, and a wait until React has seen the failure. */
function failingChunk(error: Error) {
  const load = Promise.reject(error);
  load.catch(() => {});
  return { Lazy: lazy(() => load), failed: () => act(() => load.catch(() => {})) };
}
const chunkLoadError = () => Object.assign(new Error("Loading chunk 76 failed."), { name: "ChunkLoadError" });

/** Stands for the page: what reaches it would unmount the site. */
class Page extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p>pagina rotta: {this.state.error.message}</p> : this.props.children;
  }
}

function Section({ Lazy }: { Lazy: React.ComponentType }) {
  return (
    <Page>
      <p>Indirizzo</p>
      <LazyChunk fallback={<span>senza mappa</span>}>
        <Lazy />
      </LazyChunk>
    </Page>
  );
}

// React reports every error a boundary catches on the console; the assertions below are what counts.
beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test("a chunk that fails to load shows the fallback, and the rest of the page stays", async () => {
  const { Lazy, failed } = failingChunk(chunkLoadError());
  render(<Section Lazy={Lazy} />);
  await failed();
  expect(screen.getByText("senza mappa")).toBeInTheDocument();
  expect(screen.getByText("Indirizzo")).toBeInTheDocument();
  expect(screen.queryByText(/pagina rotta/)).not.toBeInTheDocument();
});

test("any other error goes on up", async () => {
  const { Lazy, failed } = failingChunk(new TypeError("x is undefined"));
  render(<Section Lazy={Lazy} />);
  await failed();
  expect(screen.getByText("pagina rotta: x is undefined")).toBeInTheDocument();
  expect(screen.queryByText("senza mappa")).not.toBeInTheDocument();
});
