/** Sample works and labels shared by the works components' tests. */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Work, WorkLabels } from "../../src/components/works/work-entry/WorkEntry";

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

export function sampleWork(number: string, overrides: Partial<Work> = {}): Work {
  return {
    number,
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
  slider: "Immagini di {title}",
  next: "Immagine successiva",
  slide: "Immagine {current} di {total}",
  click: "Click",
  pause: "Metti in pausa",
  play: "Riprendi",
  technologies: "Tecnologie usate",
  newTab: "(si apre in una nuova scheda)",
};
