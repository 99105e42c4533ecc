/** Sample works and labels shared by the works components' tests. */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ControlLabels, WorkEntryContent, WorkLabels } from "../../src/components/works/work-entry/WorkEntry";
import type { ResultLabels, WorkResult } from "../../src/lib/results";

export function sampleImage(name: string): IGatsbyImageData {
  return {
    layout: "fullWidth",
    width: 1,
    height: 0.625,
    images: {
      fallback: { src: `/${name}.jpg`, srcSet: `/${name}.jpg 360w`, sizes: "100vw" },
      sources: [{ srcSet: `/${name}.avif 360w`, type: "image/avif", sizes: "100vw" }],
    },
  };
}

/** Results of every kind a work can list: a share in points, a count that fell, a sum with the value after alone. */
export const sampleResults: readonly WorkResult[] = [
  {
    id: "r4",
    measure: "Prenotazioni fatte dal telefono",
    before: 12,
    after: 64,
    unit: "percentuale",
    date: "2025-08-31",
    period: "agosto 2025 rispetto ad agosto 2024",
    source: "analytics del cliente",
    confirmed: true,
  },
  {
    id: "r5",
    measure: "Telefonate a settimana",
    before: 140,
    after: 35,
    unit: "numero",
    date: "2025-08-31",
    period: "agosto 2025",
    source: "registro delle chiamate",
    confirmed: false,
  },
  {
    id: "r6",
    measure: "Incassato online",
    after: 18425.5,
    unit: "euro",
    date: "2025-09-15",
    period: "stagione 2025",
    source: "pannello di Stripe",
    confirmed: false,
  },
];

export function sampleWork(number: string, overrides: Partial<WorkEntryContent> = {}): WorkEntryContent {
  return {
    number,
    slug: `progetto-${number}`,
    title: `Progetto ${number}`,
    description: `Descrizione del progetto ${number}.`,
    url: `https://www.progetto${number}.it`,
    urlVisible: true,
    technologies: ["React", "TypeScript"],
    showReverseSlider: false,
    results: sampleResults,
    images: ["a", "b", "c"].map((name) => ({ image: sampleImage(`${number}-${name}`), alt: `Immagine ${name} del progetto ${number}` })),
    ...overrides,
  };
}

export const sampleResultLabels: ResultLabels = {
  title: "Risultati",
  before: "Prima",
  after: "Dopo",
  points: "punti percentuali",
  source: "Fonte",
  change: "{measure}: da {before} a {after}, {period} (fonte: {source}).",
  value: "{measure}: {after}, {period} (fonte: {source}).",
};

export const sampleLabels: WorkLabels = {
  sliderLabel: "Immagini di {title}",
  nextImageLabel: "Immagine successiva",
  slideLabel: "Immagine {current} di {total}",
  clickLabel: "Click",
  technologiesLabel: "Tecnologie usate",
  pageLink: "Scopri il progetto",
  results: sampleResultLabels,
};

export const sampleControls: ControlLabels = { pause: "Metti in pausa", play: "Riprendi", newTab: "(si apre in una nuova scheda)" };
