import React from "react";
import { render, screen } from "@testing-library/react";
import { sampleWork } from "../../../../__tests__/support/works-fixtures";
import { WorkGallery } from "./WorkGallery";

test("every image is shown with its alt text, the first fetched at once and the others lazily", () => {
  const { images } = sampleWork("01");
  render(<WorkGallery images={images} label="Immagini del progetto" />);
  const list = screen.getByRole("list", { name: "Immagini del progetto" });
  const shown = screen.getAllByRole("img");
  expect(list.children).toHaveLength(images.length);
  expect(shown.map((img) => img.getAttribute("alt"))).toEqual(images.map((image) => image.alt));
  expect(shown[0]).not.toHaveAttribute("loading", "lazy");
  expect(shown.slice(1).every((img) => img.getAttribute("loading") === "lazy")).toBe(true);
});
