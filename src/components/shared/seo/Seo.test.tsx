import React from "react";
import { render } from "@testing-library/react";
import { Seo } from "./Seo";

// The project's gatsby mock (__mocks__/gatsby.js) with this page's static query answered.
jest.mock("gatsby", () => ({
  ...jest.requireActual("../../../../__mocks__/gatsby.js"),
  useStaticQuery: () => ({
    siteYaml: { name: "Blessbit", siteUrl: "https://www.blessbit.it" },
    journalPageYaml: { meta: { title: "Journal" } },
  }),
}));

test("every page links the journal's RSS feed", () => {
  const { container } = render(<Seo title="Works" description="d" pathname="/works" />);
  const link = container.querySelector('link[rel="alternate"][type="application/rss+xml"]');
  expect(link).toHaveAttribute("href", "/rss.xml");
  expect(link).toHaveAttribute("title", "Journal · Blessbit");
});

test("a site-relative sharing image becomes absolute", () => {
  const { container } = render(<Seo title="Post" description="d" pathname="/journal/x" image="/static/a/cover.jpg" type="article" />);
  expect(container.querySelector('meta[property="og:image"]')).toHaveAttribute("content", "https://www.blessbit.it/static/a/cover.jpg");
  expect(container.querySelector('meta[property="og:type"]')).toHaveAttribute("content", "article");
  expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", "https://www.blessbit.it/journal/x");
});
