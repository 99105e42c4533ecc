// Entry of the /admin/ bundle (gatsby-plugin-decap-cms builds it apart from the site).
import CMS from "decap-cms-app";
import { decapConfig } from "./config";

const local = ["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname);
CMS.init({ config: decapConfig({ local }) as never });
