import React from "react";
import { render } from "@testing-library/react";
import { Seo } from "./Seo";

// React 19 hoists a component's <meta> and <link> into the document's <head>, wherever it renders them.
// The project's gatsby mock (__mocks__/gatsby.js) with this page's static query answered.
jest.mock("gatsby", () => ({
  ...jest.requireActual("../../../../__mocks__/gatsby.js"),
  useStaticQuery: () => ({
    allSiteYaml: {
      nodes: [
        { locale: "it", name: "Blessbit", siteUrl: "https://www.blessbit.it", shareCardAlt: "«{title}» e il nome {product}" },
        { locale: "en", name: "Blessbit", siteUrl: "https://www.blessbit.it", shareCardAlt: "“{title}” and the name {product}" },
      ],
    },
    allJournalPageYaml: {
      nodes: [
        { locale: "it", feedTitle: "Il journal di {product}" },
        { locale: "en", feedTitle: "The {product} journal" },
      ],
    },
  }),
}));

const card = { src: "/share/0123456789abcdef.png", width: 1200, height: 630 };

test("every page links its language's journal feed, as RSS and as JSON Feed, titled in that language", () => {
  render(<Seo title="Works" description="d" pathname="/works" alternates={{}} image={card} />);
  const link = document.querySelector('link[rel="alternate"][type="application/rss+xml"]');
  expect(link).toHaveAttribute("href", "/rss.xml");
  expect(link).toHaveAttribute("title", "Il journal di Blessbit");
  const json = document.querySelector('link[rel="alternate"][type="application/feed+json"]');
  expect(json).toHaveAttribute("href", "/feed.json");
  expect(json).toHaveAttribute("title", "Il journal di Blessbit");
});

test("a site-relative sharing image becomes absolute", () => {
  const cover = { src: "/static/a/cover.jpg", width: 1200, height: 630, alt: "Un ombrellone" };
  render(<Seo title="Post" description="d" pathname="/journal/x" alternates={{}} image={cover} type="article" />);
  expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute("content", "https://www.blessbit.it/static/a/cover.jpg");
  expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute("content", "article");
  expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "https://www.blessbit.it/journal/x");
  expect(document.querySelector('meta[property="og:image:alt"]')).toHaveAttribute("content", "Un ombrellone");
});

test("a drawn card is shared large, with its size and the site's description of it", () => {
  render(<Seo title="Works" description="d" pathname="/works" alternates={{}} image={card} />);
  const content = (selector: string) => document.querySelector(selector)?.getAttribute("content");
  expect(content('meta[property="og:image"]')).toBe("https://www.blessbit.it/share/0123456789abcdef.png");
  expect([content('meta[property="og:image:width"]'), content('meta[property="og:image:height"]')]).toEqual(["1200", "630"]);
  expect(content('meta[property="og:image:alt"]')).toBe("«Works» e il nome Blessbit");
  expect(content('meta[name="twitter:card"]')).toBe("summary_large_image");
});

test("a page with a twin names both languages alone with hreflang, and the English one as x-default", () => {
  render(<Seo title="Works" description="d" pathname="/en/works" alternates={{ it: "/works", en: "/en/works" }} image={card} />);
  const hreflangs = [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
    link.getAttribute("hreflang"),
    link.getAttribute("href"),
  ]);
  expect(hreflangs).toEqual([
    ["it", "https://www.blessbit.it/works"],
    ["en", "https://www.blessbit.it/en/works"],
    ["x-default", "https://www.blessbit.it/en/works"],
  ]);
  // The page's language is its address's: its feed and its Open Graph locale (which keeps its region) are the English ones.
  expect(document.querySelector('link[type="application/rss+xml"]')).toHaveAttribute("href", "/en/rss.xml");
  expect(document.querySelector('link[type="application/rss+xml"]')).toHaveAttribute("title", "The Blessbit journal");
  expect(document.querySelector('meta[property="og:locale"]')).toHaveAttribute("content", "en_GB");
});

test("a page with no twin names no language", () => {
  render(<Seo title="Post" description="d" pathname="/journal/x" alternates={{ it: "/journal/x" }} image={card} />);
  expect(document.querySelector("link[hreflang]")).toBeNull();
});
