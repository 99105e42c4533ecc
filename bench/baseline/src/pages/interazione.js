import React, { useState } from "react";

/** The floor for the bench's INP: the least a React page can do for a tap (one state change, one paragraph shown). */
export default function Interazione() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <h1>Interazione di riferimento</h1>
      <button type="button" aria-expanded={open} aria-controls="risposta" onClick={() => setOpen((shown) => !shown)}>
        Mostra la risposta
      </button>
      <p id="risposta" hidden={!open}>
        Una risposta breve.
      </p>
    </main>
  );
}

export const Head = () => (
  <>
    <html lang="it" />
    <title>Interazione di riferimento</title>
  </>
);
