import { normalizePath, routes } from "../src/lib/routes";
import { fill, telHref } from "../src/lib/text";

test("fill replaces known placeholders and keeps unknown ones", () => {
  expect(fill("{product}! :D", { product: "Blessbit" })).toBe("Blessbit! :D");
  expect(fill("{minutes} min, {x}", { minutes: 4 })).toBe("4 min, {x}");
});

test("telHref keeps digits and the plus sign", () => {
  expect(telHref("+39 080 000 0000")).toBe("tel:+390800000000");
});

test("routes and path normalisation", () => {
  expect(routes.journalPage(1)).toBe("/journal");
  expect(routes.journalPage(3)).toBe("/journal/pagina/3");
  expect(normalizePath("/works/")).toBe("/works");
  expect(normalizePath("/")).toBe("/");
  expect(normalizePath("/studio?x=1")).toBe("/studio");
});
