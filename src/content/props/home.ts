/**
 * The home page's editable sections as component props, for the page and the CMS preview alike.
 */
import type { FaqProps } from "../../components/home/faq/Faq";
import type { ServicesProps } from "../../components/home/services/Services";
import type { TechnologiesProps } from "../../components/home/technologies/Technologies";

type Controls = { pause: string; play: string };

export function servicesProps(services: Omit<ServicesProps, "controls">, controls: Controls): ServicesProps {
  return {
    title: services.title,
    items: services.items,
    carouselLabel: services.carouselLabel,
    dragLabel: services.dragLabel,
    controls: { pause: controls.pause, play: controls.play },
  };
}

export function technologiesProps(technologies: TechnologiesProps): TechnologiesProps {
  return { title: technologies.title, moreLabel: technologies.moreLabel, shown: technologies.shown, extra: technologies.extra };
}

export function faqProps(faq: FaqProps): FaqProps {
  return { title: faq.title, items: faq.items };
}
