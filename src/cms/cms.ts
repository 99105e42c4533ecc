// Entry of the /admin/ bundle: Decap CMS and React with it (src/gatsby/cms-webpack.ts builds it apart from the site).
import CMS from "decap-cms-app";
// The site's global styles and the sections' CSS modules imported by the templates are extracted into
// /admin/cms.css, which the admin page leaves out: it loads in the preview frame only.
import "../styles/global.css";
import { fontFaces } from "../styles/font-faces";
import type { ComponentType } from "react";
import { checkedControl, valueChecks, type CheckedControlProps } from "./checked-control";
import { decapConfig } from "./config";
import { previewTemplates } from "./preview/register";

declare global {
  interface Window {
    ___loader: { enqueue(path: string): void; hovering(path: string): void };
  }
}

// Gatsby's <Link> in the previewed sections prefetches through Gatsby's loader, which only the site's pages have.
window.___loader = { enqueue: () => {}, hovering: () => {} };

CMS.registerPreviewStyle("/admin/cms.css");
CMS.registerPreviewStyle(fontFaces("swap"), { raw: true });
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

const local = ["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname);
CMS.init({ config: decapConfig({ local }) as never });
