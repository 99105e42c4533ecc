import React from "react";
import { act, render, screen } from "@testing-library/react";
import { WhereWeAre, type WhereWeAreProps } from "./WhereWeAre";

type TestObserver = { trigger: (ratio: number) => void; options?: IntersectionObserverInit };
const lastObserver = () => {
  const all = (IntersectionObserver as unknown as { instances: TestObserver[] }).instances;
  return all[all.length - 1];
};

const props: WhereWeAreProps = {
  title: "Dove siamo",
  text: "In Piazza Indipendenza 1, con focaccia.",
  siteName: "Blessbit",
  address: { street: "Piazza Indipendenza 1", postalCode: "70014", town: "Conversano", province: "BA", region: "Puglia" },
  map: {
    latitude: 40.9666,
    longitude: 17.1136,
    zoom: 16.5,
    placeUrl: "https://maps.example/place",
    directionsUrl: "https://maps.example/dir",
  },
  labels: {
    largerMap: "Visualizza mappa più grande",
    directions: "Indicazioni stradali",
    map: "Mappa della sede",
    wheelHint: "Usa Ctrl + rotellina",
    touchHint: "Usa due dita",
    attribution: "© contributori di OpenStreetMap",
    notice: "La OpenStreetMap Foundation riceve il tuo indirizzo IP.",
  },
  newTabHint: "(si apre in una nuova scheda)",
};

beforeAll(() => {
  // pigeon-maps draws tiles and markers once its box has a size.
  jest
    .spyOn(HTMLElement.prototype, "getBoundingClientRect")
    .mockReturnValue({ width: 800, height: 500, top: 0, left: 0, right: 800, bottom: 500, x: 0, y: 0, toJSON: () => ({}) });
});

test("the address and both map links are there without the map", () => {
  render(<WhereWeAre {...props} />);
  expect(screen.getByRole("heading", { level: 2, name: "Dove siamo" })).toBeInTheDocument();
  expect(screen.getByText("Piazza Indipendenza 1").closest("address")).toHaveTextContent("70014 Conversano (BA)");
  for (const [name, href] of [
    [/Visualizza mappa più grande/, props.map.placeUrl],
    [/Indicazioni stradali/, props.map.directionsUrl],
  ] as const) {
    const link = screen.getByRole("link", { name });
    expect(link).toHaveAttribute("href", href);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  expect(screen.queryByTestId("studio-map")).not.toBeInTheDocument();
});

test("who receives the visitor's data when the map loads is said before the map, in the page's text", () => {
  render(<WhereWeAre {...props} />);
  const notice = screen.getByText(props.labels.notice);
  const map = screen.getByRole("group", { name: props.labels.map });
  // Before the map in the document: read (and announced) first.
  expect(notice.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test("the map loads only when the section comes near the viewport, with marker, OpenStreetMap tiles sent with a Referer, and attribution", async () => {
  render(<WhereWeAre {...props} />);
  const observer = lastObserver();
  expect(observer.options?.rootMargin).toMatch(/^\d+px/);
  expect(screen.queryByTestId("studio-map")).not.toBeInTheDocument();
  act(() => observer.trigger(0.01));
  const map = await screen.findByTestId("studio-map");
  expect(await screen.findByTestId("map-marker")).toBeInTheDocument();
  const tile = map.querySelector("img")!;
  expect(tile.getAttribute("src")).toMatch(/^https:\/\/tile\.openstreetmap\.org\/17\/\d+\/\d+\.png$/);
  expect(tile).toHaveAttribute("referrerpolicy", "strict-origin-when-cross-origin");
  expect(screen.getByRole("link", { name: /contributori di OpenStreetMap/ })).toHaveAttribute("href", "https://www.openstreetmap.org/copyright");
  expect(screen.getByRole("group", { name: "Mappa della sede" })).toContainElement(map);
});
