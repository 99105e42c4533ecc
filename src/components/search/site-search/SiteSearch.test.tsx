import React from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { fill } from "../../../lib/text";
import { excerptParts, type Pagefind, type SearchFilters, type SearchHit } from "./pagefind";
import { RESULTS_PER_PAGE, SiteSearch, type SiteSearchLabels } from "./SiteSearch";

const labels: SiteSearchLabels = {
  formLabel: "Cerca nel sito",
  fieldLabel: "Cosa cerchi?",
  submit: "Cerca",
  kindLabel: "Mostra",
  kinds: { all: "Tutto", post: "Articoli", work: "Progetti" },
  kindBadges: { post: "Articolo", work: "Progetto" },
  tagLabel: "Argomento",
  allTags: "Tutti gli argomenti",
  searching: "Sto cercando…",
  resultsOne: "1 risultato per «{query}»",
  resultsMany: "{count} risultati per «{query}»",
  noResults: "Nessun risultato per «{query}».",
  failed: "La ricerca non si è caricata.",
  moreResults: "Mostra altri risultati",
  resultsLabel: "Risultati della ricerca",
  noScript: "La ricerca ha bisogno di JavaScript.",
};

const hit = (index: number, kind = "post"): SearchHit => ({
  url: `/journal/articolo-${index}`,
  excerpt: `Un testo sugli <mark>ombrelloni</mark> numero ${index} &lt;b&gt;`,
  meta: { title: `Articolo ${index}` },
  filters: { kind: [kind] },
});

/** A stand-in for Pagefind's browser API that records each search and answers with `count` hits. */
function fakePagefind(count: number) {
  const searches: { term: string; filters: SearchFilters }[] = [];
  const pagefind: Pagefind = {
    debouncedSearch: async (term, { filters }) => {
      searches.push({ term, filters });
      return {
        results: Array.from({ length: count }, (_, index) => ({ id: String(index), data: async () => hit(index, index === 0 ? "work" : "post") })),
      };
    },
  };
  const load = jest.fn(async () => pagefind);
  return { load, searches };
}

const renderSearch = (load: () => Promise<Pagefind>) =>
  render(
    <SiteSearch
      labels={labels}
      tags={[
        { slug: "processo", label: "Come lavoriamo" },
        { slug: "casi-studio", label: "Casi studio" },
      ]}
      fallbackHref="/cerca#argomenti"
      load={load}
    />,
  );

/** Waits until the polite status says `text`. */
const announced = async (text: string) => expect(await screen.findByText(text)).toBe(screen.getByRole("status"));

const type = (text: string) => fireEvent.change(screen.getByRole("searchbox", { name: labels.fieldLabel }), { target: { value: text } });

afterEach(() => window.history.replaceState(null, "", "/"));

test("a labelled search landmark whose form, without scripts, leads to the tag list; nothing loads before a search", () => {
  const { load } = fakePagefind(2);
  renderSearch(load);
  const form = screen.getByRole("search", { name: labels.formLabel });
  expect(form).toHaveAttribute("action", "/cerca#argomenti");
  expect(form).toHaveAttribute("method", "get");
  expect(within(form).getByRole("searchbox", { name: labels.fieldLabel })).toHaveAttribute("name", "q");
  expect(within(form).getByRole("button", { name: labels.submit })).toHaveAttribute("type", "submit");
  expect(screen.getByRole("status")).toBeEmptyDOMElement();
  expect(load).not.toHaveBeenCalled();
});

test("typing loads the engine once, lists the results with their kind and marked words, and announces their count", async () => {
  const { load, searches } = fakePagefind(3);
  renderSearch(load);
  type("ombrellone");
  await announced(fill(labels.resultsMany, { count: 3, query: "ombrellone" }));
  const results = within(screen.getByRole("list", { name: labels.resultsLabel })).getAllByRole("listitem");
  expect(results).toHaveLength(3);
  expect(within(results[0]).getByText(labels.kindBadges.work)).toBeInTheDocument();
  expect(within(results[1]).getByRole("link", { name: "Articolo 1" })).toHaveAttribute("href", "/journal/articolo-1");
  expect(results[1].querySelector("mark")).toHaveTextContent("ombrelloni");
  // Pagefind's escaped page text is shown as text, never parsed as markup.
  expect(results[1]).toHaveTextContent("numero 1 <b>");
  expect(results[1].querySelector("b")).toBeNull();
  type("ombrelloni");
  await announced(fill(labels.resultsMany, { count: 3, query: "ombrelloni" }));
  expect(load).toHaveBeenCalledTimes(1);
  expect(searches.map((search) => search.term)).toEqual(["ombrellone", "ombrelloni"]);
  expect(window.location.search).toBe("?q=ombrelloni");
});

test("the kind and the tag filter the search, and stay in the address", async () => {
  const { load, searches } = fakePagefind(1);
  renderSearch(load);
  type("sito");
  await announced(fill(labels.resultsOne, { query: "sito" }));
  fireEvent.click(screen.getByRole("radio", { name: labels.kinds.post }));
  fireEvent.change(screen.getByRole("combobox", { name: labels.tagLabel }), { target: { value: "casi-studio" } });
  await announced(fill(labels.resultsOne, { query: "sito" }));
  expect(searches.at(-1)).toEqual({ term: "sito", filters: { kind: "post", tag: "casi-studio" } });
  expect(new URLSearchParams(window.location.search).get("tipo")).toBe("post");
  // Each tag reads as its name and filters by its address.
  expect(screen.getByRole("option", { name: "Casi studio" })).toHaveValue("casi-studio");
});

test("a search in the address runs when the page opens, with its filters", async () => {
  window.history.replaceState(null, "", "/cerca?q=react&tipo=work");
  const { load, searches } = fakePagefind(0);
  renderSearch(load);
  await announced(fill(labels.noResults, { query: "react" }));
  expect(screen.getByRole("searchbox")).toHaveValue("react");
  expect(screen.getByRole("radio", { name: labels.kinds.work })).toBeChecked();
  expect(searches).toEqual([{ term: "react", filters: { kind: "work" } }]);
});

test("more results come on request, and the first new one takes the focus", async () => {
  const { load } = fakePagefind(RESULTS_PER_PAGE + 2);
  renderSearch(load);
  type("testo");
  await announced(fill(labels.resultsMany, { count: RESULTS_PER_PAGE + 2, query: "testo" }));
  expect(screen.getAllByRole("listitem")).toHaveLength(RESULTS_PER_PAGE);
  fireEvent.click(screen.getByRole("button", { name: labels.moreResults }));
  expect(await screen.findByRole("link", { name: `Articolo ${RESULTS_PER_PAGE + 1}` })).toBeInTheDocument();
  expect(screen.getAllByRole("listitem")).toHaveLength(RESULTS_PER_PAGE + 2);
  expect(screen.getByRole("link", { name: `Articolo ${RESULTS_PER_PAGE}` })).toHaveFocus();
  expect(screen.queryByRole("button", { name: labels.moreResults })).not.toBeInTheDocument();
});

test("an engine that does not load says so, and the next search tries again", async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error("offline"))
    .mockResolvedValue(await fakePagefind(1).load());
  renderSearch(load);
  type("app");
  await announced(labels.failed);
  type("apps");
  await announced(fill(labels.resultsOne, { query: "apps" }));
  expect(load).toHaveBeenCalledTimes(2);
});

test("an excerpt splits into text and marked words, unescaping only what Pagefind escaped", () => {
  expect(excerptParts("a &lt;b&gt; <mark>ombrellone</mark> &amp; c")).toEqual([
    { text: "a <b> ", marked: false },
    { text: "ombrellone", marked: true },
    { text: " &amp; c", marked: false },
  ]);
});
