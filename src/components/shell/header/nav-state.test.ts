import { activeLinks, sectionOf } from "./nav-state";

test.each([
  ["/", { works: true, studio: true }],
  ["/works", { works: true, studio: false }],
  ["/works/", { works: true, studio: false }],
  ["/studio", { works: false, studio: true }],
  ["/journal", { works: false, studio: false }],
  ["/journal/un-articolo", { works: false, studio: false }],
  ["/pagina-sconosciuta", { works: true, studio: true }],
])("on %s the active links are %j", (path, expected) => {
  expect(activeLinks(path)).toEqual(expected);
});

test("sections", () => {
  expect(sectionOf("/")).toBe("home");
  expect(sectionOf("/journal/tag/app")).toBe("journal");
  expect(sectionOf("/worksheet")).toBe("other");
});
