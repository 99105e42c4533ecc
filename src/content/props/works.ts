/**
 * A work entry and the works page's labels as component props, for the page and the CMS preview alike.
 * Images come resolved by the caller: processed by the build, or from the CMS's media library.
 */
import type { Work, WorkLabels } from "../../components/works/work-entry/WorkEntry";
import type { SliderImage } from "../../components/works/work-slider/WorkSlider";

type WorkFields = Omit<Work, "images">;

export function workProps(work: WorkFields, images: readonly SliderImage[]): Work {
  return {
    number: work.number,
    title: work.title,
    description: work.description,
    url: work.url,
    urlVisible: work.urlVisible,
    technologies: work.technologies,
    showReverseSlider: work.showReverseSlider,
    images,
  };
}

export interface WorksPageLabels {
  sliderLabel: string;
  nextImageLabel: string;
  slideLabel: string;
  clickLabel: string;
  technologiesLabel: string;
}

export function workLabels(page: WorksPageLabels, controls: { pause: string; play: string; newTab: string }): WorkLabels {
  return {
    slider: page.sliderLabel,
    next: page.nextImageLabel,
    slide: page.slideLabel,
    click: page.clickLabel,
    pause: controls.pause,
    play: controls.play,
    technologies: page.technologiesLabel,
    newTab: controls.newTab,
  };
}
