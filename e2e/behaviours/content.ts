import { readContent } from "../content";

/**
 * The content under test, read once per process (the engines suite, a Playwright worker) for every behaviour and the
 * specs that call them: what a behaviour looks for (headings, labels, counts) comes from content/, never from launch copy.
 */
export const content = readContent();
