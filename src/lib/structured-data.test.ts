import { blogPostingJsonLd } from "./blog-posting";
import { serializeJsonLd, studioJsonLd } from "./structured-data";

const studio = {
  name: "Blessbit",
  siteUrl: "https://www.blessbit.it/",
  description: "Studio di sviluppo software.",
  email: "ciao@blessbit.it",
  phone: "+39 080 000 0000",
  address: { street: "Piazza Indipendenza 1", postalCode: "70014", town: "Conversano", province: "BA", countryCode: "IT" },
  company: {
    legalName: "Blessbit S.r.l.",
    vatNumber: "01234567897",
    registeredOffice: { street: "Piazza Indipendenza 1", postalCode: "70014", town: "Conversano", province: "BA", countryCode: "IT" },
  },
  logo: "/logo.png",
  map: { latitude: 40.9666, longitude: 17.1136 },
  sameAs: ["https://www.instagram.com/blessbit.studio"],
};

test("the studio is a ProfessionalService with its legal identity, postal address, contacts and place", () => {
  expect(studioJsonLd(studio)).toEqual({
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": "https://www.blessbit.it/#studio",
    name: "Blessbit",
    legalName: "Blessbit S.r.l.",
    vatID: "01234567897",
    taxID: "01234567897",
    url: "https://www.blessbit.it/",
    logo: "https://www.blessbit.it/logo.png",
    image: "https://www.blessbit.it/logo.png",
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

test("a codice fiscale given apart is the taxID; a registered office elsewhere is a second address", () => {
  const office = { street: "Via Sparano 10", postalCode: "70121", town: "Bari", province: "BA", countryCode: "IT" };
  const data = studioJsonLd({ ...studio, company: { ...studio.company, taxCode: "RSSMRA85T10A562S", registeredOffice: office } });
  expect(data.taxID).toBe("RSSMRA85T10A562S");
  expect(data.vatID).toBe("01234567897");
  expect(data.address).toEqual([
    expect.objectContaining({ streetAddress: "Piazza Indipendenza 1", addressLocality: "Conversano" }),
    expect.objectContaining({ streetAddress: "Via Sparano 10", addressLocality: "Bari", postalCode: "70121" }),
  ]);
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
    locale: "it",
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
    locale: "it",
  });
  expect(post).not.toHaveProperty("image");
});

test("serialised JSON-LD cannot close its script element", () => {
  const text = serializeJsonLd({ "@context": "https://schema.org", "@type": "Thing", name: "</script><script>alert(1)</script>" });
  expect(text).not.toContain("</script>");
  expect(JSON.parse(text).name).toBe("</script><script>alert(1)</script>");
});
