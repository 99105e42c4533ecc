// The build-output checker of JSON-LD (__tests__/build/schema-org.ts) finds each problem it is there for.
import { idProblems, valueProblems } from "./build/schema-org";

const siteUrl = "https://www.example.it";
const studio = { "@type": "Organization", "@id": `${siteUrl}/#studio`, name: "Studio", email: "ciao@example.it" };
const post = {
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: "Titolo",
  datePublished: "2026-04-08",
  dateModified: "2026-04-09T10:00:00+02:00",
  url: `${siteUrl}/journal/titolo`,
  image: [`${siteUrl}/static/cover.jpg`],
  publisher: { "@type": "Organization", "@id": `${siteUrl}/#studio`, name: "Studio" },
};

test("a block with full values, ISO dates and absolute URLs has no problem", () => {
  expect(valueProblems(post)).toEqual([]);
});

test.each([
  [{ headline: " " }, "$.headline: is empty"],
  [{ image: [] }, "$.image: is empty"],
  [{ publisher: { "@type": "Organization", name: null } }, "$.publisher.name: is empty"],
  [{ datePublished: "8 aprile 2026" }, '$.datePublished: "8 aprile 2026" is not an ISO 8601 date'],
  [{ dateModified: "2026-02-30" }, '$.dateModified: "2026-02-30" is not an ISO 8601 date'],
  // A work's result (an Observation) is dated by its day.
  [{ observationDate: "agosto 2025" }, '$.observationDate: "agosto 2025" is not an ISO 8601 date'],
  [{ url: "/journal/titolo" }, '$.url: "/journal/titolo" is not an absolute https URL'],
  [{ image: ["http://www.example.it/cover.jpg"] }, '$.image: "http://www.example.it/cover.jpg" is not an absolute https URL'],
])("%j is found", (change, problem) => {
  expect(valueProblems({ ...post, ...change })).toEqual([problem]);
});

test("an @id leads to a page of the site, and an entity referred to by its #id is described somewhere", () => {
  const pages = ["/", "/journal/titolo"];
  expect(
    idProblems(
      [
        ["/", studio],
        ["/journal/titolo", post],
      ],
      siteUrl,
      pages,
    ),
  ).toEqual([]);
  expect(idProblems([["/journal/titolo", post]], siteUrl, pages)).toEqual([
    `/journal/titolo $.publisher: @id ${siteUrl}/#studio is described by no block of the site`,
  ]);
  expect(idProblems([["/", { ...studio, "@id": `${siteUrl}/chi-siamo#studio` }]], siteUrl, pages)).toEqual([
    `/ $: @id ${siteUrl}/chi-siamo#studio is not a page of the site`,
  ]);
});
