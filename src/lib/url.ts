import { withoutSlash } from "./structured-data";

/** A web address as people write it: without the scheme, "www." or a trailing slash. */
export function readableUrl(url: string): string {
  return withoutSlash(url.replace(/^[a-z][a-z\d+.-]*:\/\//i, "").replace(/^www\./i, ""));
}

/**
 * The first `length` characters of a readable address, and the rest: the
 * visible text of a short link, whose full address stays in the accessible name.
 */
export function truncateUrl(url: string, length: number): { shown: string; rest: string } {
  const readable = readableUrl(url);
  return { shown: readable.slice(0, length), rest: readable.slice(length) };
}
