/**
 * The collections (and files of the settings collection) that have a live preview. The CMS shows a
 * preview pane for these only; src/cms/preview/register.ts must give each one a template.
 */
export const PREVIEWED = [
  "journal",
  "journal-en",
  "works",
  "services",
  "technologies",
  "faq",
  "team",
  "collaborators",
  "site",
  "contactPage",
  "accessibilityPage",
] as const;

export type Previewed = (typeof PREVIEWED)[number];

export const hasPreview = (name: string) => (PREVIEWED as readonly string[]).includes(name);
