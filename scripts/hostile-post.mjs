/**
 * A journal post whose Markdown carries raw HTML that must never reach a page (issue 47): a script, an event handler, a
 * `javascript:` link, a <meta http-equiv>, an <iframe>, a <style> and a style attribute that would cover the page, beside
 * what posts do need (a table, a footnote, a coloured code block, a picture). The content copy builds it every day
 * (`hostilePost` in scripts/content-variants.mjs) and e2e/hostile-post.spec.ts opens its page; the sanitiser's unit tests
 * (src/content/sanitize.test.ts) render the same text through the site's pipeline and the CMS preview's.
 */

/** The post's folder under content/journal/ (dated in the past: published). */
export const HOSTILE_FOLDER = "2026-01-06-articolo-con-html-ostile";
export const HOSTILE_SLUG = HOSTILE_FOLDER.slice(11);
/** The picture's file, copied beside the post from a work's images. */
export const HOSTILE_IMAGE = "figura.jpg";

/** Set by any hostile part that ran: the page must never have it. */
export const HOSTILE_FLAG = "__hostile";

/** The post's Markdown text. */
export const HOSTILE_BODY = `
Un paragrafo prima delle parti che il sito non pubblica.

<script>window.${HOSTILE_FLAG} = "script";</script>

<img src="/favicon.svg" alt="" onerror="window.${HOSTILE_FLAG} = 'onerror'" onload="window.${HOSTILE_FLAG} = 'onload'">

Un [collegamento che esegue codice](javascript:window.${HOSTILE_FLAG}='javascript') e <a href="javascript:window.${HOSTILE_FLAG}='raw'">un altro</a>.

<meta http-equiv="refresh" content="0;url=https://example.com/">

<iframe src="https://example.com/" title="Un'altra pagina"></iframe>

<style>body { display: none; }</style>

<p style="position: fixed; inset: 0; background: red;">Un paragrafo che copriva la pagina.</p>

## Quello che resta

| Colonna | Valore |
| :------ | -----: |
| a       |      1 |
| b       |      2 |

Una frase con una nota[^nota].

\`\`\`js
const risposta = 42;
\`\`\`

![Una figura del lavoro](./${HOSTILE_IMAGE})

[^nota]: Il testo della nota.
`;

/** The front matter (src/content/collections.ts's journal fields). */
export const HOSTILE_FRONT_MATTER = {
  language: "it",
  title: "Un articolo con HTML ostile",
  date: "2026-01-06",
  description: "Script, gestori di eventi, collegamenti javascript:, meta, iframe e stili nel testo: nessuno arriva alla pagina.",
  tags: ["sicurezza"],
};

/** What each hostile part would leave in the page's HTML, had it got through. */
export const HOSTILE_MARKERS = [
  { part: "<script>", pattern: /<script>window\.__hostile/ },
  { part: "onerror and onload", pattern: /\son(error|load)=/i },
  { part: "javascript: links", pattern: /href="javascript:/i },
  { part: "<meta http-equiv> in the text", pattern: /<meta http-equiv="refresh"/i },
  { part: "<iframe>", pattern: /<iframe/i },
  { part: "<style> in the text", pattern: /<style>body \{ display: none/ },
  { part: "a style attribute", pattern: /style="position: fixed/ },
];
