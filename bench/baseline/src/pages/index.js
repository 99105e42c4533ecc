import React from "react";

export default function Baseline() {
  return (
    <main>
      <h1>Pagina di riferimento</h1>
      <p>Una pagina Gatsby 5 nuda: un titolo e un paragrafo, per confrontare il peso del sito.</p>
    </main>
  );
}

export const Head = () => (
  <>
    <html lang="it" />
    <title>Pagina di riferimento</title>
    <meta name="description" content="Pagina Gatsby minima usata come riferimento dal benchmark." />
  </>
);
