// Decap's backend, widget, editor-component and locale packages ship no types (decap-cms-core does): the shapes
// src/cms/cms.ts registers, as decap-cms-app's own registration uses them.
declare module "decap-cms-backend-github" {
  export const GitHubBackend: unknown;
}
declare module "decap-cms-backend-proxy" {
  export const ProxyBackend: unknown;
}
declare module "decap-cms-editor-component-image" {
  import type { EditorComponentOptions } from "decap-cms-core";
  const image: EditorComponentOptions;
  export default image;
}
declare module "decap-cms-locales" {
  export const en: Record<string, unknown>;
  export const it: Record<string, unknown>;
}
declare module "decap-cms-widget-relation" {
  import type { CmsWidgetParam } from "decap-cms-core";
  import type { ComponentType } from "react";
  /** Its control, which src/cms/relation-control.ts extends, and the widget with options over its own. */
  const widget: { Widget(options?: Partial<CmsWidgetParam>): CmsWidgetParam; controlComponent: ComponentType<never> };
  export default widget;
}
declare module "decap-cms-widget-*" {
  import type { CmsWidgetParam } from "decap-cms-core";
  const widget: { Widget(): CmsWidgetParam };
  export default widget;
}
