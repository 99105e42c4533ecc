import React, { Component, Suspense, lazy, type ReactNode } from "react";
import { render, screen } from "@testing-library/react";
import { ChunkErrorBoundary } from "./ChunkErrorBoundary";

const failingChunk = (error: Error) => lazy(() => Promise.reject(error));
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
      <ChunkErrorBoundary fallback={<span>senza mappa</span>}>
        <Suspense fallback={<span>carica</span>}>
          <Lazy />
        </Suspense>
      </ChunkErrorBoundary>
    </Page>
  );
}

// React reports every error a boundary catches on the console; the assertions below are what counts.
beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test("a chunk that fails to load shows the fallback, and the rest of the page stays", async () => {
  render(<Section Lazy={failingChunk(chunkLoadError())} />);
  expect(await screen.findByText("senza mappa")).toBeInTheDocument();
  expect(screen.getByText("Indirizzo")).toBeInTheDocument();
});

test("any other error goes on up", async () => {
  render(<Section Lazy={failingChunk(new TypeError("x is undefined"))} />);
  expect(await screen.findByText("pagina rotta: x is undefined")).toBeInTheDocument();
  expect(screen.queryByText("senza mappa")).not.toBeInTheDocument();
});
