import React, { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "gatsby";
import { SEARCH_KINDS as KINDS, type SearchKind as Kind } from "../../../lib/search";
import type { Tag } from "../../../lib/tags";
import { fill } from "../../../lib/text";
import { excerptParts, loadPagefind, type Pagefind, type SearchFilters, type SearchHit, type SearchResponse } from "./pagefind";
import * as styles from "./SiteSearch.module.css";

/** Results shown at once, and added by each "more" click. */
export const RESULTS_PER_PAGE = 10;
/** Milliseconds a visitor pauses typing before the search runs (Pagefind's own debounce). */
const TYPING_PAUSE_MS = 250;
/** The names the form's fields submit under, and that a shared search address (`/cerca?q=…`) carries. */
const FIELD = { query: "q", kind: "tipo", tag: "tag" } as const;

export interface SiteSearchLabels {
  formLabel: string;
  fieldLabel: string;
  submit: string;
  kindLabel: string;
  kinds: { all: string; post: string; work: string };
  kindBadges: { post: string; work: string };
  tagLabel: string;
  allTags: string;
  searching: string;
  resultsOne: string;
  resultsMany: string;
  noResults: string;
  failed: string;
  moreResults: string;
  resultsLabel: string;
  noScript: string;
}

export interface SiteSearchProps {
  labels: SiteSearchLabels;
  /** The published tags, for the tag filter: each filters by its address and reads as its name. */
  tags: readonly Pick<Tag, "slug" | "label">[];
  /** Where the form leads without scripts: the tag list. */
  fallbackHref: string;
  /** Loads the search engine when the visitor first searches (Pagefind's script and index). */
  load?: () => Promise<Pagefind>;
}

type SearchState =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "failed"; query: string }
  | { status: "done"; query: string; response: SearchResponse; hits: SearchHit[] };

interface Search {
  query: string;
  filters: SearchFilters;
}

function readForm(form: HTMLFormElement): Search {
  const data = new FormData(form);
  const value = (name: string) => String(data.get(name) ?? "");
  const kind = value(FIELD.kind);
  const tag = value(FIELD.tag);
  return { query: value(FIELD.query).trim(), filters: { ...(kind && { kind }), ...(tag && { tag }) } };
}

/** The search in the page's address, so that a reload, the back button or a shared link keep it. */
function searchAddress({ query, filters }: Search): string {
  const params = new URLSearchParams();
  if (query) params.set(FIELD.query, query);
  if (filters.kind) params.set(FIELD.kind, filters.kind);
  if (filters.tag) params.set(FIELD.tag, filters.tag);
  const search = params.toString();
  return `${window.location.pathname}${search ? `?${search}` : ""}`;
}

function statusText(state: SearchState, labels: SiteSearchLabels): string {
  switch (state.status) {
    case "idle":
      return "";
    case "searching":
      return labels.searching;
    case "failed":
      return labels.failed;
    case "done": {
      const count = state.response.results.length;
      const template = count === 0 ? labels.noResults : count === 1 ? labels.resultsOne : labels.resultsMany;
      return fill(template, { count, query: state.query });
    }
  }
}

/**
 * Search over the journal's posts and the works: a `search` landmark whose form, without scripts, leads to the tag
 * list; with scripts, results as the visitor types (title, kind, an excerpt with the matched words marked), their
 * count announced politely. Pagefind is loaded on the first search, not with the page.
 */
export function SiteSearch({ labels, tags, fallbackHref, load = loadPagefind }: SiteSearchProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const engine = useRef<Promise<Pagefind> | null>(null);
  const latest = useRef(0);
  const [state, setState] = useState<SearchState>({ status: "idle" });
  /** The first result a "more" click added, which takes the focus once shown. */
  const [focusFrom, setFocusFrom] = useState<number | null>(null);

  const run = useCallback(
    async (search: Search, delayMs: number) => {
      const id = ++latest.current;
      window.history.replaceState(window.history.state, "", searchAddress(search));
      if (!search.query) {
        setState({ status: "idle" });
        return;
      }
      setState((previous) => (previous.status === "done" ? previous : { status: "searching", query: search.query }));
      try {
        engine.current ??= load();
        const pagefind = await engine.current;
        const response = await pagefind.debouncedSearch(search.query, { filters: search.filters }, delayMs);
        if (!response || id !== latest.current) return;
        const hits = await Promise.all(response.results.slice(0, RESULTS_PER_PAGE).map((result) => result.data()));
        if (id === latest.current) setState({ status: "done", query: search.query, response, hits });
      } catch {
        // Offline, or the index is gone: the next search tries again.
        engine.current = null;
        if (id === latest.current) setState({ status: "failed", query: search.query });
      }
    },
    [load],
  );

  // A search in the address (a reload, a shared link), or words typed before the page's scripts ran: once.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    const form = formRef.current!;
    const params = new URLSearchParams(window.location.search);
    const fields = form.elements;
    const field = fields.namedItem(FIELD.query) as HTMLInputElement;
    if (!field.value) field.value = params.get(FIELD.query) ?? "";
    const kind = params.get(FIELD.kind);
    if (kind && KINDS.includes(kind as Kind)) (fields.namedItem(FIELD.kind) as RadioNodeList).value = kind;
    const tag = params.get(FIELD.tag);
    if (tag && tags.some((known) => known.slug === tag)) (fields.namedItem(FIELD.tag) as HTMLSelectElement).value = tag;
    const search = readForm(form);
    if (search.query) void run(search, 0);
  }, [run, tags]);

  useEffect(() => {
    if (focusFrom === null) return;
    listRef.current?.querySelectorAll("a")[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom]);

  const showMore = async () => {
    if (state.status !== "done") return;
    const from = state.hits.length;
    const more = await Promise.all(state.response.results.slice(from, from + RESULTS_PER_PAGE).map((result) => result.data()));
    setState((current) => (current === state ? { ...state, hits: [...state.hits, ...more] } : current));
    setFocusFrom(from);
  };

  const results = state.status === "done" ? state.hits : [];
  return (
    <div className={styles.search}>
      <form
        ref={formRef}
        role="search"
        aria-label={labels.formLabel}
        className={styles.form}
        action={fallbackHref}
        method="get"
        onChange={(event) => void run(readForm(event.currentTarget), TYPING_PAUSE_MS)}
        onSubmit={(event) => {
          event.preventDefault();
          void run(readForm(event.currentTarget), 0);
        }}
      >
        <label htmlFor="cerca-testo" className={styles.label}>
          {labels.fieldLabel}
        </label>
        <div className={styles.row}>
          <input id="cerca-testo" className={styles.field} type="search" name={FIELD.query} autoComplete="off" enterKeyHint="search" />
          <button type="submit" className={styles.submit}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
              <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            {labels.submit}
          </button>
        </div>
        <noscript>
          <p className={styles.noScript}>{labels.noScript}</p>
        </noscript>
        <div className={styles.filters}>
          <fieldset className={styles.kinds}>
            <legend className={styles.legend}>{labels.kindLabel}</legend>
            {(["", ...KINDS] as const).map((kind) => (
              <label key={kind || "all"} className={styles.kind}>
                <input type="radio" name={FIELD.kind} value={kind} defaultChecked={kind === ""} />
                <span>{kind ? labels.kinds[kind] : labels.kinds.all}</span>
              </label>
            ))}
          </fieldset>
          <label className={styles.tagFilter}>
            <span className={styles.legend}>{labels.tagLabel}</span>
            <select name={FIELD.tag} defaultValue="" className={styles.select}>
              <option value="">{labels.allTags}</option>
              {tags.map((tag) => (
                <option key={tag.slug} value={tag.slug}>
                  {tag.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {statusText(state, labels)}
      </p>
      {results.length > 0 && (
        <ol ref={listRef} className={styles.results} aria-label={labels.resultsLabel}>
          {results.map((hit) => {
            const kind = hit.filters.kind?.[0] as Kind | undefined;
            return (
              <li key={hit.url} className={styles.result}>
                {kind && KINDS.includes(kind) && (
                  <p className={styles.badge} data-kind={kind}>
                    {labels.kindBadges[kind]}
                  </p>
                )}
                <h2 className={styles.title}>
                  <Link to={hit.url} className={styles.link}>
                    {hit.meta.title ?? hit.url}
                  </Link>
                </h2>
                <p className={styles.excerpt}>
                  {excerptParts(hit.excerpt).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {state.status === "done" && state.hits.length < state.response.results.length && (
        <button type="button" className={styles.more} onClick={() => void showMore()}>
          {labels.moreResults}
        </button>
      )}
    </div>
  );
}
