import type { ComponentType } from "react";
import type { Previewed } from "../previewed";
import type { PreviewTemplateProps } from "./decap";
import {
  AccessibilityStatementPreview,
  BriefPagePreview,
  CollaboratorsPreview,
  EnglishJournalPostPreview,
  FaqPreview,
  JournalPostPreview,
  ServicesPreview,
  SitePreview,
  TeamPreview,
  TechnologiesPreview,
  WorkPreview,
} from "./templates";

/** A template for each previewed collection or settings file, by its name in the CMS configuration. */
export const previewTemplates: Record<Previewed, ComponentType<PreviewTemplateProps>> = {
  journal: JournalPostPreview,
  "journal-en": EnglishJournalPostPreview,
  works: WorkPreview,
  services: ServicesPreview,
  technologies: TechnologiesPreview,
  faq: FaqPreview,
  team: TeamPreview,
  collaborators: CollaboratorsPreview,
  site: SitePreview,
  accessibilityPage: AccessibilityStatementPreview,
  contactPage: BriefPagePreview,
};
