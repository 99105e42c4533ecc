// Run by `npm run build` after `gatsby build` succeeds: see build-stamp.mjs.
import { writeBuildStamp } from "./build-stamp.mjs";

writeBuildStamp();
