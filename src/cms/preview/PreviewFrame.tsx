import React from "react";
import { LOCALE_INFO, type Locale } from "../../lib/locales";
import { PageLocaleContext } from "../../hooks/useLocale";
import type { Removal, RemovalReason } from "../../content/sanitize";
import * as styles from "./PreviewFrame.module.css";

interface BoundaryProps {
  /** Changes with the entry: a new value retries a render that failed. */
  resetKey: string;
  children: React.ReactNode;
}

/** An entry the sections cannot render yet gives an Italian sentence, never a blank frame or a stack trace. */
class PreviewBoundary extends React.Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p lang="it" className={styles.message} role="alert">
        L’anteprima non riesce ancora a mostrare questa voce: completa i campi indicati sopra e si aggiornerà da sola.
      </p>
    );
  }
}

export interface PreviewFrameProps {
  /** What the entry still lacks, in Italian (from completeEntry). */
  missing: readonly string[];
  /** The entry's values, to retry a failed render when they change. */
  resetKey: string;
  /** The language shown (the editor's left pane): the sections' words, dates and numbers follow it. */
  locale: Locale;
  children: React.ReactNode;
}

/** The page's context of a preview: its language, no twin (the switcher is not previewed). */
const pageLocale = (locale: Locale) => ({ locale, alternates: {} });

/** Every preview: the list of what is missing (in Italian, the editor's language), then the site's own sections. */
export function PreviewFrame({ missing, resetKey, locale, children }: PreviewFrameProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  // The frame's document is Decap's, without the site's lang: set as on the site's pages (gatsby-ssr).
  React.useEffect(() => ref.current?.ownerDocument.documentElement.setAttribute("lang", LOCALE_INFO[locale].language), [locale]);
  const context = React.useMemo(() => pageLocale(locale), [locale]);
  return (
    <div ref={ref} lang={LOCALE_INFO[locale].language} className={styles.frame}>
      {missing.length > 0 && (
        <aside lang="it" className={styles.notice} aria-label="Da completare" data-testid="preview-missing">
          <p>Da completare prima di pubblicare:</p>
          <ul>
            {missing.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </aside>
      )}
      <PreviewBoundary resetKey={resetKey}>
        <PageLocaleContext.Provider value={context}>{children}</PageLocaleContext.Provider>
      </PreviewBoundary>
    </div>
  );
}

/** A labelled part of a preview that shows several sections (the site settings). */
export function PreviewSection({ title, children, fixedInside = false }: { title: string; children: React.ReactNode; fixedInside?: boolean }) {
  return (
    <section className={styles.section}>
      <h2 lang="it" className={styles.sectionTitle}>
        {title}
      </h2>
      {fixedInside ? <div className={styles.fixedInside}>{children}</div> : children}
    </section>
  );
}

/** Why the site leaves a part of a text out, as the editor reads it (src/content/sanitize.ts gives the reason). */
const REMOVAL_REASONS: Record<RemovalReason, string> = {
  code: "esegue codice, e il sito non ne accetta dai testi",
  style: "cambia l’aspetto della pagina fuori dal testo",
  embed: "incorpora un’altra pagina o un programma",
  page: "cambierebbe la pagina stessa (la ricarica, la manda altrove, le fa caricare altro)",
  form: "è un modulo o un campo: il sito raccoglie dati solo con i suoi moduli",
  address: "l’indirizzo non è ammesso: solo http, https, mailto, tel o un indirizzo del sito",
  other: "non è tra gli elementi che il sito pubblica nei testi",
};

/** One removed part, in Italian: «<script>» (2 volte): esegue codice… */
function removalLine({ element, attribute, count, reason }: Removal): string {
  const what = attribute ? `l’attributo «${attribute}» di «<${element}>»` : `«<${element}>»`;
  return `${what}${count > 1 ? ` (${count} volte)` : ""}: ${REMOVAL_REASONS[reason]}`;
}

/**
 * Above a text that had HTML the site does not publish: what the site leaves out, and why. The preview shows the text
 * as the site will (the same allow-list), so what is listed here is missing from it too.
 */
export function RemovedFromText({ removed }: { removed: readonly Removal[] }) {
  if (!removed.length) return null;
  return (
    <aside lang="it" className={styles.notice} aria-label="Tolto dal testo" data-testid="preview-removed">
      <p>Il sito pubblica il testo senza queste parti, e così le mostra l’anteprima:</p>
      <ul>
        {removed.map((removal) => {
          const line = removalLine(removal);
          return <li key={line}>{line}</li>;
        })}
      </ul>
    </aside>
  );
}
