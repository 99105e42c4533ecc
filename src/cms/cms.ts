// Entry of the /admin/ bundle: Decap CMS and React with it (src/gatsby/cms-webpack.ts builds it apart from the site).
// Decap's core with only the backends, widgets and locale the site's config uses (decap-cms-app registers all ten
// backends, seventeen widgets and every locale: 435 kB more gzipped, docs/architecture.md).
import CMS from "decap-cms-core";
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import imageComponent from "decap-cms-editor-component-image";
import { en, it } from "decap-cms-locales";
import booleanWidget from "decap-cms-widget-boolean";
import datetimeWidget from "decap-cms-widget-datetime";
import fileWidget from "decap-cms-widget-file";
import imageWidget from "decap-cms-widget-image";
import listWidget from "decap-cms-widget-list";
import markdownWidget from "decap-cms-widget-markdown";
import numberWidget from "decap-cms-widget-number";
import objectWidget from "decap-cms-widget-object";
import relationWidget from "decap-cms-widget-relation";
import selectWidget from "decap-cms-widget-select";
import stringWidget from "decap-cms-widget-string";
import textWidget from "decap-cms-widget-text";
// The site's global styles and the sections' CSS modules imported by the templates are extracted into
// /admin/cms.css, which the admin page leaves out: it loads in the preview frame only.
import "../styles/global.css";
import { fontFaces } from "../styles/font-faces";
import { moreContrastStyles, schemeStyles } from "../styles/scheme-styles";
import type { ComponentType } from "react";
import { checkedControl, valueChecks, type CheckedControlProps } from "./checked-control";
import { decapConfig, PAIRED_LIST, TRANSLATION_APPROVAL, type EnglishStates } from "./config";
import { FRONT_MATTER_FORMAT, frontMatterFormat } from "./front-matter-format";
import { pairedListControl, type PairedListProps } from "./paired-list";
import { TranslationApproval } from "./translation-approval";
import { withTranslationStates } from "./translation-states";
import { wholeListRelation } from "./relation-control";
import { previewTemplates } from "./preview/register";

/** Each YAML file's English state, written in by the admin's compiler (src/gatsby/cms-webpack.ts). */
declare const CMS_ENGLISH_STATES: EnglishStates;

declare global {
  interface Window {
    ___loader: { enqueue(path: string): void; hovering(path: string): void };
  }
}

// Gatsby's <Link> in the previewed sections prefetches through Gatsby's loader, which only the site's pages have.
window.___loader = { enqueue: () => {}, hovering: () => {} };

// `github` signs editors in on the site; `proxy` is decap-server's, which `local_backend` switches to (npm run cms).
CMS.registerBackend("github", GitHubBackend);
CMS.registerBackend("proxy", ProxyBackend);
// The widgets src/cms/config.ts names. The Markdown editor keeps its code blocks as text blocks of its own (no code
// widget registered: CodeMirror and its modes were 286 kB gzipped of the admin), each with its language.
const widgets = [stringWidget, numberWidget, textWidget, booleanWidget, datetimeWidget, selectWidget, imageWidget, fileWidget];
for (const widget of [...widgets, objectWidget, markdownWidget]) CMS.registerWidget(widget.Widget());
// Decap's list, whose schema takes `i18n` as a boolean alone: a list of shared values (a work's technologies) is
// `duplicate` too, copied from the Italian side and read-only on the English one (decap-cms-core's duplicateI18nFields
// copies any field so flagged, a list whole). registerWidget takes a widget's schema (documented: its fourth argument; here the object form decap-cms-app uses).
const list = listWidget.Widget() as unknown as {
  controlComponent: ComponentType<PairedListProps>;
  previewComponent: ComponentType;
  schema: { properties: object };
};
const listProperties = { ...list.schema.properties, i18n: { anyOf: [{ type: "boolean" }, { const: "duplicate" }] } };
CMS.registerWidget({ ...list, name: "list", schema: { properties: listProperties } } as never);
// The same list under another name, paired with its translation (src/cms/paired-list.tsx), and the key it pairs by.
CMS.registerWidget({
  ...list,
  name: PAIRED_LIST,
  controlComponent: pairedListControl(list.controlComponent),
  schema: { properties: { ...listProperties, pair_by: { type: "string" } } },
} as never);
// A post's tags: Decap's relation, searching the list right in either language (src/cms/relation-control.ts).
CMS.registerWidget(relationWidget.Widget({ controlComponent: wholeListRelation(relationWidget.controlComponent) as never }));
CMS.registerEditorComponent(imageComponent);
// Works and posts are read and written as the build reads them, YAML only (src/cms/front-matter-format.ts).
CMS.registerCustomFormat(FRONT_MATTER_FORMAT, "md", frontMatterFormat);
// English is the fallback of any phrase Italian lacks.
CMS.registerLocale("en", en);
CMS.registerLocale("it", it);

CMS.registerPreviewStyle("/admin/cms.css");
CMS.registerPreviewStyle(fontFaces("swap"), { raw: true });
// The preview shows the light scheme, beside Decap's light interface, whatever the editor's system.
CMS.registerPreviewStyle(schemeStyles({ follow: false }) + moreContrastStyles({ follow: false }), { raw: true });
for (const [name, template] of Object.entries(previewTemplates)) CMS.registerPreviewTemplate(name, template as never);

// Decap's string control and preview, under the name of each check that adds its isValid() (Decap types them loosely).
const string = CMS.getWidget("string")!;
for (const check of valueChecks()) {
  CMS.registerWidget(
    check.widget,
    checkedControl(check, string.control as unknown as ComponentType<CheckedControlProps>) as never,
    string.preview as never,
  );
}

CMS.registerWidget(TRANSLATION_APPROVAL, TranslationApproval as never);
CMS.registerEventListener({ name: "preSave", handler: withTranslationStates as never });

const local = ["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname);
CMS.init({ config: decapConfig({ local, englishStates: CMS_ENGLISH_STATES }) as never });
