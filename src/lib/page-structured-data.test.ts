import { blogPostingJsonLd } from "./blog-posting";
import { breadcrumbJsonLd, creativeWorkJsonLd, personJsonLd, workResultsJsonLd } from "./page-structured-data";

const site = { name: "Studio", siteUrl: "https://www.example.it/" };
const member = { name: "Anna Bellù", role: "Sviluppatrice", linkedin: "https://www.linkedin.com/in/anna" };

test("breadcrumbs list each step with its position, linked by its URL", () => {
  expect(
    breadcrumbJsonLd([
      { name: "Home", url: "https://www.example.it/" },
      { name: "Works", url: "https://www.example.it/works" },
    ]),
  ).toEqual({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: { "@id": "https://www.example.it/" } },
      { "@type": "ListItem", position: 2, name: "Works", item: { "@id": "https://www.example.it/works" } },
    ],
  });
});

test("a team member is a Person with their job, their LinkedIn as sameAs, working for the studio", () => {
  expect(personJsonLd(member, site)).toEqual({
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": "https://www.example.it/studio#anna-bellu",
    name: "Anna Bellù",
    jobTitle: "Sviluppatrice",
    sameAs: ["https://www.linkedin.com/in/anna"],
    worksFor: { "@type": "Organization", "@id": "https://www.example.it/#studio", name: "Studio" },
  });
});

test("a work is a CreativeWork made by the studio", () => {
  const work = creativeWorkJsonLd({
    title: "Lido",
    description: "D",
    url: "https://www.example.it/works/lido",
    images: [],
    technologies: ["React", "Node"],
    site,
    locale: "it",
  });
  expect(work).toMatchObject({
    "@type": "CreativeWork",
    name: "Lido",
    keywords: "React, Node",
    creator: { "@id": "https://www.example.it/#studio" },
  });
  expect(work).not.toHaveProperty("image");
});

test("a work's results are Observations about the work, with their units, dates, sources, values before and sentences", () => {
  const url = "https://www.example.it/works/lido";
  const labels = {
    before: "Prima",
    change: "{measure}: da {before} a {after}, {period} (fonte: {source}).",
    value: "{measure}: {after}, {period} (fonte: {source}).",
  };
  const result = {
    id: "r9",
    measure: "Prenotazioni dal telefono",
    after: 64,
    unit: "percentuale" as const,
    date: "2025-08-31",
    period: "agosto 2025",
    source: "analytics del cliente",
    confirmed: false,
  };
  expect(creativeWorkJsonLd({ title: "Lido", description: "D", url, images: [], technologies: ["React"], site, locale: "it" })).toMatchObject({
    "@id": `${url}#work`,
  });
  expect(
    workResultsJsonLd(
      { title: "Lido", url, locale: "it" },
      [
        { ...result, before: 12 },
        { ...result, measure: "Incasso", unit: "euro", after: 18425.5 },
      ],
      labels,
    ),
  ).toEqual({
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Observation",
        name: "Prenotazioni dal telefono",
        description: "Prenotazioni dal telefono: da 12% a 64%, agosto 2025 (fonte: analytics del cliente).",
        variableMeasured: "Prenotazioni dal telefono",
        value: 64,
        unitCode: "P1",
        observationDate: "2025-08-31",
        measurementMethod: "analytics del cliente",
        observationAbout: { "@type": "CreativeWork", "@id": `${url}#work`, name: "Lido" },
        valueReference: { "@type": "QuantitativeValue", name: "Prima", value: 12, unitCode: "P1" },
      },
      expect.objectContaining({
        name: "Incasso",
        description: "Incasso: 18.425,50\u00a0€, agosto 2025 (fonte: analytics del cliente).",
        value: 18425.5,
        unitText: "EUR",
      }),
    ],
  });
  expect(workResultsJsonLd({ title: "Lido", url, locale: "it" }, [], labels)).toBeNull();
});

test("a post names its author, the member or the studio, and its last change", () => {
  const post = {
    title: "T",
    description: "D",
    date: "2026-01-02",
    url: "https://www.example.it/journal/t",
    tags: ["a"],
    site,
    locale: "it" as const,
  };
  expect(blogPostingJsonLd(post)).toMatchObject({ dateModified: "2026-01-02", author: { "@type": "Organization" } });
  expect(blogPostingJsonLd({ ...post, updated: "2026-02-03", author: member })).toMatchObject({
    dateModified: "2026-02-03",
    author: { "@type": "Person", "@id": "https://www.example.it/studio#anna-bellu", name: "Anna Bellù" },
    publisher: { "@type": "Organization" },
  });
});
