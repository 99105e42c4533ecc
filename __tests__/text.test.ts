import { readingMinutes } from "../src/lib/reading-time";
import { normalizePath, routes } from "../src/lib/routes";
import { fill, telHref } from "../src/lib/text";

test("fill replaces known placeholders and keeps unknown ones", () => {
  expect(fill("{product}! :D", { product: "Blessbit" })).toBe("Blessbit! :D");
  expect(fill("{minutes} min, {x}", { minutes: 4 })).toBe("4 min, {x}");
});

test("telHref keeps digits and the plus sign", () => {
  expect(telHref("+39 080 000 0000")).toBe("tel:+390800000000");
});

test("reading time counts words at 200 a minute, at least one", () => {
  expect(readingMinutes("ciao")).toBe(1);
  expect(readingMinutes(Array(1000).fill("parola").join(" "))).toBe(5);
  expect(readingMinutes("![immagine](./a.jpg) [link](https://example.com/very/long)")).toBe(1);
});

test("routes and path normalisation", () => {
  expect(routes.journalPage(1)).toBe("/journal");
  expect(routes.journalPage(3)).toBe("/journal/pagina/3");
  expect(normalizePath("/works/")).toBe("/works");
  expect(normalizePath("/")).toBe("/");
  expect(normalizePath("/studio?x=1")).toBe("/studio");
});
