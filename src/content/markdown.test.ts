import { anchorHeadings, headingSlug } from "./markdown";

const label = "Link alla sezione «{heading}»";

test("a heading's id is its words in lowercase, accents dropped, joined by dashes", () => {
  expect(headingSlug("Perché l'app è più veloce?")).toBe("perche-l-app-e-piu-veloce");
  expect(headingSlug("1. Aprite il sito dal telefono, in 4G")).toBe("1-aprite-il-sito-dal-telefono-in-4g");
  expect(headingSlug("«»")).toBe("sezione");
});

test("every h2 and h3 gets its id and an anchor link named in Italian; a repeated heading a numbered id", () => {
  const html = "<h2>Prima parte</h2><p>testo</p><h3>Un&#x27;idea &amp; <em>mezza</em></h3><h2>Prima parte</h2><h4>Altro</h4>";
  const result = anchorHeadings(html, label);
  expect(result.headings).toEqual([
    { id: "prima-parte", text: "Prima parte", depth: 2 },
    { id: "un-idea-mezza", text: "Un'idea & mezza", depth: 3 },
    { id: "prima-parte-2", text: "Prima parte", depth: 2 },
  ]);
  const doc = new DOMParser().parseFromString(result.html, "text/html");
  const anchors = [...doc.querySelectorAll("a.heading-anchor")];
  expect(anchors.map((a) => a.getAttribute("href"))).toEqual(["#prima-parte", "#un-idea-mezza", "#prima-parte-2"]);
  expect(anchors[1].getAttribute("aria-label")).toBe("Link alla sezione «Un'idea & mezza»");
  expect(doc.querySelector("h3#un-idea-mezza em")?.textContent).toBe("mezza");
  expect(doc.querySelector("h4")?.id).toBe("");
});

test("the same text gives the same ids on every build", () => {
  const html = "<h2>Uno</h2><h2>Due</h2>";
  expect(anchorHeadings(html, label)).toEqual(anchorHeadings(html, label));
});
