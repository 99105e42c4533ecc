/**
 * Each CMS preview template renders from an entry shaped as Decap hands it over (an Immutable-like map
 * of the file's values), with the site's sections; half-written entries render too, their gaps marked.
 */
import path from "node:path";
import React from "react";
import { act, render, screen, within } from "@testing-library/react";
import type { PreviewTemplateProps } from "../../src/cms/preview/decap";
import { PreviewFrame } from "../../src/cms/preview/PreviewFrame";
import { previewTemplates } from "../../src/cms/preview/register";
import { MISSING_IMAGE } from "../../src/cms/preview/templates";
import { PREVIEWED } from "../../src/cms/previewed";
import { readContent } from "../../e2e/content";
import { HOSTILE_BODY } from "../../scripts/hostile-post.mjs";
import { formatDate } from "../../src/lib/format-date";
import { resultSentence, type WorkResult } from "../../src/lib/results";

const root = path.resolve(__dirname, "../..");
const content = readContent(root);
const english = readContent(root, undefined, "en");
interface PropsOptions {
  slug?: string;
  /**
   * The language previewed, other than Italian: Decap puts that language's values in the entry's `data`, the same map
   * it keeps under `i18n` (decap-cms-core getPreviewEntry).
   */
  locale?: string;
}

function props(data: Record<string, unknown>, { slug = "", locale }: PropsOptions = {}): PreviewTemplateProps {
  const values = { toJS: () => data };
  return {
    entry: {
      get: (key) => (key === "data" ? values : slug),
      getIn: (at) => (locale && at.join(".") === `i18n.${locale}.data` ? values : undefined),
    },
    getAsset: (file) => ({ toString: () => `blob:http://localhost/${file}` }),
  };
}

/** Renders a template. */
async function renderPreview(name: keyof typeof previewTemplates, data: Record<string, unknown>, options?: Parameters<typeof props>[1]) {
  const Template = previewTemplates[name];
  const result = render(<Template {...props(data, options)} />);
  await act(async () => {});
  return result;
}

const missingList = () => screen.queryByTestId("preview-missing");

/** Entries of the tests' own, as Decap hands them over: not the launch content, which an editor may change. */
const post = {
  language: "it",
  title: "Un ombrellone alla volta",
  date: "2026-02-17",
  description: "Come abbiamo costruito una piattaforma di prenotazione.",
  tags: ["casi-studio"],
  cover: "./cover.jpg",
  coverAlt: "Una spiaggia",
  body: 'Il primo paragrafo.\n\n## Un titoletto\n\n```ts\nconst saluto: string = "ciao";\nexport function ciao() {\n  return saluto;\n}\n```\n',
};
/** A work's results: one with a value before (drawn), one with the value after alone. */
const results: WorkResult[] = [
  {
    id: "r1",
    measure: "Prenotazioni fatte dal telefono",
    before: 12,
    after: 64,
    unit: "percentuale",
    date: "2025-08-31",
    period: "agosto 2025",
    source: "analytics del cliente",
    confirmed: false,
  },
  {
    id: "r2",
    measure: "Incassato online",
    after: 18425.5,
    unit: "euro",
    date: "2025-09-15",
    period: "stagione 2025",
    source: "Stripe",
    confirmed: false,
  },
];
const work = {
  number: "01",
  title: "LidoPrenota",
  description: "Prenotazioni per gli stabilimenti balneari.",
  url: "https://lidoprenota.example",
  urlVisible: true,
  technologies: ["React", "Node.js"],
  images: [{ path: "./mappa-ombrelloni.jpg", alt: "La mappa degli ombrelloni" }],
  showReverseSlider: true,
  results,
};
/** The file a picture shows (GatsbyImage leaves a lazy one in data-src until it is near). */
/** The first image the section shows (the cover, the first slide, the first photo). */
function mainImageSrc(container: HTMLElement) {
  return container.querySelector("img")?.getAttribute("src");
}

test("every previewed collection has a template", () => {
  expect(Object.keys(previewTemplates).sort()).toEqual([...PREVIEWED].sort());
});

describe("journal post", () => {
  test("shows title, date label, reading time, tags, cover and the body as the site renders it, code coloured", async () => {
    const { container } = await renderPreview("journal", post, { slug: "un-ombrellone" });
    expect(screen.getByRole("heading", { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText("17 febbraio 2026")).toBeInTheDocument();
    expect(screen.getByText(/min di lettura/)).toBeInTheDocument();
    // The tag's name in the previewed language, as content/tags.yaml names it.
    const tag = content.tags.items.find((item) => item.slug === "casi-studio")!;
    expect(screen.getByRole("link", { name: tag.label })).toHaveAttribute("href", "/journal/tag/casi-studio");
    expect(mainImageSrc(container)).toBe("blob:http://localhost/./cover.jpg");
    expect(container.querySelector("h2")).toBeInTheDocument();
    expect(container.querySelector(".gatsby-highlight pre[tabindex='0'] .token.keyword")).toBeInTheDocument();
    expect(missingList()).not.toBeInTheDocument();
  });

  test("a new post with no title, no cover, an empty tag and an impossible date renders, its gaps marked in Italian", async () => {
    const { container } = await renderPreview("journal", { title: "", date: "2026-02-31", description: "Appunti.", tags: [""] });
    expect(screen.getByRole("heading", { level: 1, name: "[Manca: Titolo]" })).toBeInTheDocument();
    expect(screen.getByText("[Data impossibile: 2026-02-31]")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "[Manca: Tag 1]" })).toBeInTheDocument();
    expect(screen.getByText("[Manca: Testo]")).toBeInTheDocument();
    // No cover: the site's brand block, as on the page.
    expect(container.querySelector("header img")).toBeNull();
    expect(container.querySelector("header [data-color]")).toBeInTheDocument();
    const list = within(missingList()!);
    expect(list.getByText("Titolo")).toBeInTheDocument();
    expect(list.getByText(/Data di pubblicazione \(data impossibile/)).toBeInTheDocument();
    expect(list.getByText("Tag 1")).toBeInTheDocument();
    expect(list.getByText("Testo")).toBeInTheDocument();
  });

  test("an empty entry (a post just created) still renders", async () => {
    await renderPreview("journal", {});
    expect(screen.getByRole("heading", { level: 1, name: "[Manca: Titolo]" })).toBeInTheDocument();
    expect(within(missingList()!).getByText("Tag (almeno uno)")).toBeInTheDocument();
  });

  test("a text with hostile HTML shows as the site will, and above it what the site leaves out and why, in Italian", async () => {
    const { container } = await renderPreview("journal", { ...post, body: HOSTILE_BODY }, { slug: "ostile" });
    const removed = within(screen.getByRole("complementary", { name: "Tolto dal testo" }));
    expect(removed.getByText("Il sito pubblica il testo senza queste parti, e così le mostra l’anteprima:")).toBeInTheDocument();
    expect(removed.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "«<script>»: esegue codice, e il sito non ne accetta dai testi",
      "«<meta>»: cambierebbe la pagina stessa (la ricarica, la manda altrove, le fa caricare altro)",
      "«<iframe>»: incorpora un’altra pagina o un programma",
      "«<style>»: cambia l’aspetto della pagina fuori dal testo",
      "l’attributo «onerror» di «<img>»: esegue codice, e il sito non ne accetta dai testi",
      "l’attributo «onload» di «<img>»: esegue codice, e il sito non ne accetta dai testi",
      "l’attributo «href» di «<a>» (2 volte): l’indirizzo non è ammesso: solo http, https, mailto, tel o un indirizzo del sito",
      "l’attributo «style» di «<p>»: cambia l’aspetto della pagina fuori dal testo",
    ]);
    const article = container.querySelector("article")!;
    expect(article.querySelectorAll("script, iframe, style, meta, [onerror], [onload], [style]")).toHaveLength(0);
    expect(article.querySelector("table")).toBeInTheDocument();
    // The notice stands above the text.
    expect(
      screen.getByTestId("preview-removed").compareDocumentPosition(article.querySelector("table")!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  test("a text of plain Markdown has no such notice", async () => {
    await renderPreview("journal", post, { slug: "un-ombrellone" });
    expect(screen.queryByTestId("preview-removed")).not.toBeInTheDocument();
  });
});

describe("work", () => {
  test("shows number, title, description, the link's first characters, tags, images and the reversed side", async () => {
    const { container } = await renderPreview("works", work);
    const entry = screen.getByTestId("work-entry");
    expect(entry).toHaveAttribute("data-reverse", "true");
    expect(within(entry).getByRole("heading", { level: 2, name: "LidoPrenota" })).toBeInTheDocument();
    expect(within(entry).getByText("01")).toBeInTheDocument();
    expect(within(entry).getByText("React")).toBeInTheDocument();
    expect(within(entry).getByText("lidopren…")).toBeInTheDocument();
    expect(mainImageSrc(container)).toBe("blob:http://localhost/./mappa-ombrelloni.jpg");
  });

  test("a work with no images shows a marked placeholder in the slider", async () => {
    const { container } = await renderPreview("works", { ...work, images: [] });
    expect(mainImageSrc(container)).toBe(MISSING_IMAGE);
    // In the slider and in the page's gallery.
    expect(screen.getAllByAltText("[Manca: Immagini]")).toHaveLength(2);
    expect(within(missingList()!).getByText("Immagini (almeno uno)")).toBeInTheDocument();
  });

  test("then the work's own page: the title as h1, every image with its alt text, the story", async () => {
    const entry = { ...work, body: "La storia del progetto, dall'inizio.\n\nCome è andata." };
    await renderPreview("works", entry);
    const page = screen.getByRole("heading", { level: 1, name: entry.title }).closest("article")!;
    expect(
      within(page)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(entry.images.map((image) => image.alt));
    const firstParagraph = entry.body.trim().split(/\n\s*\n/)[0];
    expect(page).toHaveTextContent(firstParagraph);
  });

  test("the results open the work's page as on the site, each named by its sentence and drawn to scale; the list shows the first", async () => {
    await renderPreview("works", work);
    const labels = content.worksPage.results;
    const section = screen.getByRole("region", { name: labels.title });
    expect(
      within(section)
        .getAllByRole("figure")
        .map((figure) => figure.getAttribute("aria-label")),
    ).toEqual(work.results.map((result) => resultSentence(result, labels)));
    expect(within(section).getByTestId("result-bar-before")).toHaveAttribute("width", `${(12 / 64) * 100}%`);
    // Right after the header, before the images.
    const page = screen.getByRole("heading", { level: 1, name: work.title }).closest("article")!;
    expect(page.querySelector("header + section")).toBe(section);
    const entry = screen.getByTestId("work-entry");
    expect(within(entry).getByRole("figure")).toHaveAccessibleName(resultSentence(results[0], labels));
    expect(missingList()).not.toBeInTheDocument();
  });

  test("a result being written still draws, its gaps marked and listed", async () => {
    await renderPreview("works", { ...work, results: [{ id: "r3", measure: "Chiamate a settimana", before: 140, unit: "numero" }] });
    const section = screen.getByRole("region", { name: content.worksPage.results.title });
    expect(within(section).getByRole("figure")).toHaveAccessibleName(/^Chiamate a settimana: da 140 a 0, \[Manca: Risultato 1 › Periodo\]/);
    expect(within(missingList()!).getByText("Risultato 1 › Fonte")).toBeInTheDocument();
    expect(within(missingList()!).getByText("Risultato 1 › Valore dopo")).toBeInTheDocument();
  });

  test("a story with hostile HTML: the site's text, and what it leaves out listed above it", async () => {
    const { container } = await renderPreview("works", {
      ...work,
      body: '<script>window.x = 1</script>\n\nLa storia.\n\n<iframe src="https://example.com/"></iframe>',
    });
    expect(within(screen.getByTestId("preview-removed")).getAllByRole("listitem")).toHaveLength(2);
    expect(container.querySelectorAll("article script, article iframe")).toHaveLength(0);
    expect(screen.getByRole("heading", { level: 1, name: work.title }).closest("article")).toHaveTextContent("La storia.");
  });
});

describe("home sections", () => {
  test("services: the cards in the brand colours", async () => {
    await renderPreview("services", content.services);
    const { services } = content;
    expect(screen.getByRole("heading", { level: 2, name: services.title })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(services.items.map((item) => item.title));
  });

  test("technologies: the chips shown at once", async () => {
    const { technologies } = content;
    await renderPreview("technologies", technologies);
    expect(screen.getByRole("heading", { level: 2, name: technologies.title })).toBeInTheDocument();
    expect(screen.getByText(technologies.shown[0])).toBeInTheDocument();
  });

  test("FAQ: questions and answers; a question being written is marked", async () => {
    const { faq } = content;
    await renderPreview("faq", { ...faq, items: [...faq.items, { question: "", answer: "Una risposta nuova." }] });
    expect(screen.getByRole("button", { name: faq.items[0].question })).toBeInTheDocument();
    expect(screen.getByText(faq.items[0].answer)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "[Manca: Domanda " + (faq.items.length + 1) + " › Domanda]" })).toBeInTheDocument();
    expect(screen.getByText("Una risposta nuova.")).toBeInTheDocument();
  });
});

describe("studio sections", () => {
  test("team: each person with photo, CV and contacts", async () => {
    const { team } = content;
    const { container } = await renderPreview("team", team);
    expect(screen.getByRole("heading", { level: 3, name: team.members[0].name })).toBeInTheDocument();
    expect(mainImageSrc(container)).toBe(`blob:http://localhost/${team.members[0].photo}`);
    expect(container.querySelector('a[type="application/pdf"]')).toHaveAttribute("href", `blob:http://localhost/${team.members[0].cv}`);
  });

  test("a person without a photo yet shows the empty frame, marked in the list", async () => {
    const { team } = content;
    const { container } = await renderPreview("team", { ...team, members: [{ ...team.members[0], photo: "" }] });
    expect(mainImageSrc(container)).toBeUndefined();
    expect(within(missingList()!).getByText("Persona 1 › Foto")).toBeInTheDocument();
  });

  test("team files are resolved with their field, whose media folder is content/team", async () => {
    const named = (name: string, extra: Record<string, unknown> = {}) => ({ get: (key: string) => (key === "name" ? name : extra[key]) });
    const photoField = named("photo");
    const cvField = named("cv");
    const getAsset = jest.fn((file: string) => ({ toString: () => `blob:http://localhost/${file}` }));
    const Template = previewTemplates.team;
    render(<Template {...props(content.team)} fields={[named("title"), named("members", { fields: [photoField, cvField] })]} getAsset={getAsset} />);
    await act(async () => {});
    expect(getAsset).toHaveBeenCalledWith(expect.stringMatching(/\.jpg$/), photoField);
    expect(getAsset).toHaveBeenCalledWith(expect.stringMatching(/\.pdf$/), cvField);
  });

  test("collaborators: one row each", async () => {
    const { collaborators } = content;
    await renderPreview("collaborators", collaborators);
    expect(screen.getAllByTestId("collaborator")).toHaveLength(collaborators.items.length);
  });
});

test("site settings: footer with its legal line, cookie bar, the call-to-action texts and the speech balls", async () => {
  const { site } = content;
  const wide = jest
    .spyOn(window, "matchMedia")
    .mockImplementation((query) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList);
  await renderPreview("site", site);
  expect(screen.getByText(site.footer.description)).toBeInTheDocument();
  const legalLine = screen.getByTestId("legal-line");
  for (const fact of [site.company.legalName, `${site.company.labels.vatNumber} ${site.company.vatNumber}`, site.company.rea, site.company.pec]) {
    expect(legalLine).toHaveTextContent(fact);
  }
  expect(screen.getByRole("button", { name: site.footer.cookiePreferencesLabel })).toBeInTheDocument();
  expect(screen.getByText(site.cookieBar.text, { exact: false })).toBeInTheDocument();
  expect(screen.getByText(site.cta.home)).toBeInTheDocument();
  expect(screen.getByText(site.cta.studio)).toBeInTheDocument();
  expect(screen.getByText(site.cta.fallback.replace("{product}", site.name))).toBeInTheDocument();
  expect(screen.getByText(site.speechBalls.home.text)).toBeInTheDocument();
  expect(screen.getByText(site.speechBalls.studio.text)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: site.briefInvite.link })).toHaveAttribute("href", "/contatti");
  wide.mockRestore();
});

describe("the brief's page", () => {
  const contact = content.contactPage;

  test("shows its opening, the form with the home's services and the ranges, and the confirmation", async () => {
    await renderPreview("contactPage", contact);
    expect(screen.getByRole("heading", { level: 1, name: contact.title })).toBeInTheDocument();
    const form = screen.getByRole("form", { name: contact.form.label });
    for (const service of content.services.items) expect(within(form).getByRole("checkbox", { name: service.title })).toBeInTheDocument();
    for (const range of contact.form.budgets) expect(within(form).getByRole("option", { name: range })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: contact.sent.title })).toBeInTheDocument();
    expect(missingList()).toBeNull();
  });

  test("half-written, it renders with its gaps marked", async () => {
    await renderPreview("contactPage", { ...contact, title: "", form: { ...contact.form, budgets: [] } });
    expect(missingList()).toHaveTextContent("Titolo");
    expect(missingList()).toHaveTextContent("Fasce di budget (almeno 2)");
  });
});

describe("accessibility statement", () => {
  const statement = content.accessibilityPage;

  test("shows the statement as its page does: title, status, the assessment's date in Italian, the studio's e-mail", async () => {
    await renderPreview("accessibilityPage", { ...statement, assessment: { ...statement.assessment, date: "2026-11-26" } });
    expect(screen.getByRole("heading", { level: 1, name: statement.title })).toBeInTheDocument();
    expect(screen.getByText(statement.conformance.status)).toBeInTheDocument();
    expect(screen.getByText("26 novembre 2026")).toHaveAttribute("datetime", "2026-11-26");
    expect(screen.getByRole("link", { name: content.site.email })).toHaveAttribute("href", `mailto:${content.site.email}`);
    expect(missingList()).not.toBeInTheDocument();
  });

  test("a statement being written renders, its impossible date and missing item marked", async () => {
    const items = [...statement.inaccessible.items, { content: "", reason: "Non ha tag." }];
    await renderPreview("accessibilityPage", {
      ...statement,
      assessment: { ...statement.assessment, date: "2026-02-30" },
      inaccessible: { ...statement.inaccessible, items },
    });
    expect(screen.getByText("[Data impossibile: 2026-02-30]")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: `[Manca: Contenuto ${items.length} › Contenuto]` })).toBeInTheDocument();
  });
});

test("a section that fails to render leaves an Italian sentence, not a blank frame or a stack trace", () => {
  const Broken = () => {
    throw new Error("boom");
  };
  const quiet = jest.spyOn(console, "error").mockImplementation(() => {});
  render(
    <PreviewFrame missing={[]} resetKey="1" locale="it">
      <Broken />
    </PreviewFrame>,
  );
  expect(screen.getByRole("alert")).toHaveTextContent("L’anteprima non riesce ancora a mostrare questa voce");
  expect(document.body).not.toHaveTextContent("boom");
  quiet.mockRestore();
});

describe("in the language of the editor's left pane (Decap's i18n)", () => {
  test("a post's preview in English: its date, the journal's labels and the page's lang are English; what to complete stays Italian", async () => {
    const { container } = await renderPreview("journal", { ...post, description: "" }, { locale: "en" });
    expect(container.querySelector("[lang]")).toHaveAttribute("lang", "en");
    expect(screen.getByText(formatDate(post.date, "en"), { exact: false })).toBeInTheDocument();
    const anchor = english.journalPage.headingLinkLabel.replace("{heading}", "Un titoletto");
    expect(screen.getByRole("link", { name: anchor })).toBeInTheDocument();
    expect(missingList()).toHaveAttribute("lang", "it");
  });

  test("a work's English side: its own texts, the works page's English labels, and the shared values Decap copies there (an image's file in the list)", async () => {
    const translated = { ...work, title: "BeachBook", images: work.images.map((image) => ({ ...image, alt: `${image.alt} (en)` })) };
    const { container } = await renderPreview("works", translated, { locale: "en" });
    expect(screen.getByRole("heading", { level: 1, name: translated.title })).toBeInTheDocument();
    expect(mainImageSrc(container)).toBe(`blob:http://localhost/${work.images[0].path}`);
    expect(screen.getAllByAltText(translated.images[0].alt).length).toBeGreaterThan(0);
    expect(screen.getByRole("list", { name: english.worksPage.imagesLabel })).toBeInTheDocument();
    expect(missingList()).not.toBeInTheDocument();
  });
});
