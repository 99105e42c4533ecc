/** Sample works and labels shared by the works components' tests. */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { ControlLabels, WorkEntryContent, WorkLabels } from "../../src/components/works/work-entry/WorkEntry";

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
    images: ["a", "b", "c"].map((name) => ({ image: sampleImage(`${number}-${name}`), alt: `Immagine ${name} del progetto ${number}` })),
    ...overrides,
  };
}

export const sampleLabels: WorkLabels = {
  sliderLabel: "Immagini di {title}",
  nextImageLabel: "Immagine successiva",
  slideLabel: "Immagine {current} di {total}",
  clickLabel: "Click",
  technologiesLabel: "Tecnologie usate",
  pageLink: "Scopri il progetto",
};

export const sampleControls: ControlLabels = { pause: "Metti in pausa", play: "Riprendi", newTab: "(si apre in una nuova scheda)" };
