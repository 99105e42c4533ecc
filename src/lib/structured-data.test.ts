import { blogPostingJsonLd } from "./blog-posting";
import { serializeJsonLd, studioJsonLd } from "./structured-data";

const studio = {
  name: "Blessbit",
  siteUrl: "https://www.blessbit.it/",
  description: "Studio di sviluppo software.",
  email: "ciao@blessbit.it",
  phone: "+39 080 000 0000",
  address: { street: "Piazza Indipendenza 1", postalCode: "70014", town: "Conversano", province: "BA", countryCode: "IT" },
  map: { latitude: 40.9666, longitude: 17.1136 },
  sameAs: ["https://www.instagram.com/blessbit.studio"],
};

test("the studio is a ProfessionalService with its postal address, contacts and place", () => {
  expect(studioJsonLd(studio)).toEqual({
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": "https://www.blessbit.it/#studio",
    name: "Blessbit",
    url: "https://www.blessbit.it/",
    description: "Studio di sviluppo software.",
    email: "ciao@blessbit.it",
    telephone: "+390800000000",
    address: {
      "@type": "PostalAddress",
      streetAddress: "Piazza Indipendenza 1",
      postalCode: "70014",
      addressLocality: "Conversano",
      addressRegion: "BA",
      addressCountry: "IT",
    },
    geo: { "@type": "GeoCoordinates", latitude: 40.9666, longitude: 17.1136 },
    sameAs: ["https://www.instagram.com/blessbit.studio"],
  });
});

test("a post is a BlogPosting by the studio, with its date, image and tags", () => {
  const post = blogPostingJsonLd({
    title: "Il check-up del sito",
    description: "Dieci controlli.",
    date: "2026-04-08",
    url: "https://www.blessbit.it/journal/check-up",
    image: "https://www.blessbit.it/static/x/cover.jpg",
    tags: ["guide", "seo"],
    site: { name: "Blessbit", siteUrl: "https://www.blessbit.it" },
  });
  expect(post).toMatchObject({
    "@type": "BlogPosting",
    headline: "Il check-up del sito",
    datePublished: "2026-04-08",
    image: ["https://www.blessbit.it/static/x/cover.jpg"],
    keywords: "guide, seo",
    mainEntityOfPage: { "@id": "https://www.blessbit.it/journal/check-up" },
    author: { "@id": "https://www.blessbit.it/#studio", name: "Blessbit" },
  });
});

test("a post without a cover has no image", () => {
  const post = blogPostingJsonLd({
    title: "t",
    description: "d",
    date: "2026-01-01",
    url: "u",
    tags: [],
    site: { name: "B", siteUrl: "https://b.it" },
  });
  expect(post).not.toHaveProperty("image");
});

test("serialised JSON-LD cannot close its script element", () => {
  const text = serializeJsonLd({ "@type": "Thing", name: "</script><script>alert(1)</script>" });
  expect(text).not.toContain("</script>");
  expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
});
