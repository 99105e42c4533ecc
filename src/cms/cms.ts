// Entry of the /admin/ bundle (gatsby-plugin-decap-cms builds it apart from the site).
import CMS from "decap-cms-app";
// The site's global styles and the sections' CSS modules imported by the templates are extracted into
// /admin/cms.css, which the plugin keeps out of the admin page: it loads in the preview frame only.
import "../styles/global.css";
import { fontFaces } from "../styles/font-faces";
import { decapConfig } from "./config";
import { previewTemplates } from "./preview/register";

// The plugin writes the admin bundle to /admin/ (its default publicPath).
CMS.registerPreviewStyle("/admin/cms.css");
CMS.registerPreviewStyle(fontFaces("swap"), { raw: true });
for (const [name, template] of Object.entries(previewTemplates)) CMS.registerPreviewTemplate(name, template as never);

const local = ["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname);
CMS.init({ config: decapConfig({ local }) as never });
