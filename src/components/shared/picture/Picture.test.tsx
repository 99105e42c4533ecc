import React from "react";
import { render } from "@testing-library/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "./Picture";
import { pictureHtml } from "./picture-markup";

/** As gatsby-transformer-sharp gives a FULL_WIDTH image: the ratio only, files in srcsets. */
const fullWidth: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.625,
  images: {
    fallback: { src: "/static/a/1440.jpg", srcSet: "/static/a/360.jpg 360w,\n/static/a/1440.jpg 1440w", sizes: "100vw" },
    sources: [
      { srcSet: "/static/a/360.avif 360w,\n/static/a/1440.avif 1440w", type: "image/avif", sizes: "100vw" },
      { srcSet: "/static/a/360.webp 360w,\n/static/a/1440.webp 1440w", type: "image/webp", sizes: "100vw" },
    ],
  },
};

const constrained: IGatsbyImageData = { ...fullWidth, layout: "constrained", width: 600, height: 600 };

/** What a CMS preview has: one plain URL. */
const plainUrl = { images: { fallback: { src: "/uploads/foto.jpg" } } } as IGatsbyImageData;

test("AVIF and WebP sources, then a fallback img with srcset, sizes, width and height, lazy", () => {
  const { container } = render(<Picture image={fullWidth} alt="Una spiaggia" sizes="50vw" className="shown" />);
  const sources = [...container.querySelectorAll("picture > source")];
  expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
  expect(sources[0]).toHaveAttribute("srcset", "/static/a/360.avif 360w,/static/a/1440.avif 1440w");
  for (const source of sources) expect(source).toHaveAttribute("sizes", "50vw");
  const img = container.querySelector("picture > img")!;
  expect(img).toHaveAttribute("src", "/static/a/1440.jpg");
  expect(img).toHaveAttribute("srcset", "/static/a/360.jpg 360w,/static/a/1440.jpg 1440w");
  expect(img).toHaveAttribute("sizes", "50vw");
  // A full-width image's data has only its ratio: the widest file gives the pixels.
  expect(img).toHaveAttribute("width", "1440");
  expect(img).toHaveAttribute("height", "900");
  expect(img).toHaveAttribute("alt", "Una spiaggia");
  expect(img).toHaveAttribute("class", "shown");
  expect(img).toHaveAttribute("loading", "lazy");
  expect(img).toHaveAttribute("decoding", "async");
  expect(img).not.toHaveAttribute("fetchpriority");
  // Nothing else: no wrapper, no placeholder, no inline style to undo.
  expect(container.innerHTML).not.toMatch(/style=|<div|<noscript|data-/);
});

test("the page's largest paint is fetched first and at once", () => {
  const { container } = render(<Picture image={constrained} alt="Giulia" priority />);
  const img = container.querySelector("img")!;
  expect(img).toHaveAttribute("loading", "eager");
  expect(img).toHaveAttribute("fetchpriority", "high");
  expect(img).toHaveAttribute("width", "600");
  expect(img).toHaveAttribute("height", "600");
  // Without `sizes`, the data's own.
  expect(img).toHaveAttribute("sizes", "100vw");
});

test("a plain URL with no sources and no known size still shows, with nothing invalid", () => {
  const { container } = render(<Picture image={plainUrl} alt="Anteprima" />);
  expect(container.querySelectorAll("source")).toHaveLength(0);
  const img = container.querySelector("picture > img")!;
  expect(img).toHaveAttribute("src", "/uploads/foto.jpg");
  for (const name of ["srcset", "sizes", "width", "height"]) expect(img).not.toHaveAttribute(name);
});

test("data with no file renders nothing", () => {
  const { container } = render(<Picture image={{ layout: "constrained", width: 1, height: 1, images: {} }} alt="" />);
  expect(container).toBeEmptyDOMElement();
});

test("the HTML written at build time (Markdown images) is the component's markup", () => {
  const shape = (root: Element) =>
    [...root.querySelectorAll("*")].map((element) => [element.tagName, [...element.attributes].map((a) => `${a.name}=${a.value}`).sort()]);
  for (const options of [
    { alt: 'Una "spiaggia" & <mare>', sizes: "50vw" },
    { alt: "", priority: true, className: "x" },
  ]) {
    for (const image of [fullWidth, constrained, plainUrl]) {
      const { container, unmount } = render(<Picture image={image} {...options} />);
      const written = document.createElement("div");
      written.innerHTML = pictureHtml(image, options);
      expect(shape(written)).toEqual(shape(container));
      unmount();
    }
  }
});
