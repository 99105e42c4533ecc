/**
 * Every content collection of the site: where its files live and what they hold.
 * Build validation, GraphQL typing checks, tests and the CMS all read this module.
 */
import { f, type EntryOf, type Field, type Reference, type StringField } from "./fields";
import { LOCALES, type Locale } from "../lib/locales";
import { isCodiceFiscale, isPartitaIva } from "./tax-ids";

const BRAND_COLORS = ["yellow", "orange", "cyan", "blue", "green", "purple"] as const;

const slugPattern = {
  regex: /^[a-z0-9]+(-[a-z0-9]+)*$/,
  expected: "a slug of lowercase letters, digits and dashes",
  italian: "lettere minuscole, cifre e trattini (es. sviluppo-web)",
};
const emailPattern = { regex: /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, expected: "an e-mail address", italian: "un indirizzo e-mail (nome@dominio.it)" };
const phonePattern = {
  regex: /^\+?[\d ]{6,20}$/,
  expected: "a phone number of digits and spaces, optionally starting with +",
  italian: "cifre e spazi, con il + iniziale se serve (es. +39 080 123 4567)",
};
const provincePattern = { regex: /^[A-Z]{2}$/, expected: "a two-letter province code", italian: "la sigla della provincia in maiuscolo (es. BA)" };

const partitaIva: StringField["check"] = {
  widget: "partita-iva",
  test: isPartitaIva,
  expected: "a Partita IVA: 11 digits, the last the check digit of the other ten",
  italian: "l'ultima cifra non è la cifra di controllo delle altre dieci: ricontrolla il numero",
};
const codiceFiscale: StringField["check"] = {
  widget: "codice-fiscale",
  test: isCodiceFiscale,
  expected: "a codice fiscale: 11 digits with a valid check digit, or 16 characters with a valid check letter",
  italian: "il carattere di controllo (l'ultimo) non corrisponde agli altri: ricontrolla il codice",
};

const postalAddress = (label: string) =>
  f.object(label, {
    street: f.string("Via e numero", { shared: true }),
    postalCode: f.string("CAP", { shared: true, pattern: { regex: /^\d{5}$/, expected: "a five-digit postal code", italian: "cinque cifre (es. 70014)" } }),
    town: f.string("Comune", { shared: true }),
    province: f.string("Provincia (sigla)", { shared: true, pattern: provincePattern }),
    region: f.string("Regione", { shared: true }),
    countryCode: f.string("Paese (codice ISO)", {
      shared: true,
      pattern: { regex: /^[A-Z]{2}$/, expected: "a two-letter country code", italian: "il codice ISO del paese in maiuscolo (es. IT)" },
    }),
  });

const meta = f.object("Metadati della pagina", {
  title: f.string("Titolo (scheda del browser e motori di ricerca)"),
  description: f.string("Descrizione per i motori di ricerca", { widget: "text" }),
});

/** Text inside a round ball of fixed size: a speech-ball (140-220 px across) holds about five short lines. */
const speechBallText = { maxLength: 60, longestWord: 12 };
/**
 * The cookie bar's first layer must leave a phone's page visible: at most a quarter of a 360×640 screen, four short
 * lines of text with the policy link (about 20 words). The full explanation goes in `cookieBar.details`.
 */
const cookieBarText = { maxLength: 110, longestWord: 16 };
const cookieBarLink = { maxLength: 24, longestWord: 16 };
/** The call-to-action ball (240 px across, large type) holds a few words of about ten letters. */
const ctaText = { maxLength: 30, longestWord: 11 };

const speechBall = f.object("Fumetto", {
  text: f.string("Testo", { fits: speechBallText }),
  rotation: f.number("Rotazione (gradi)", { min: -45, max: 45 }),
});

export interface Collection {
  /** Stable name used by the CMS and the tests. */
  name: string;
  label: string;
  /**
   * A single YAML file (path from content/), or a folder of Markdown entries, one node of `typeName` each
   * (a YAML file's type is named after the collection: `site` → `SiteYaml`).
   */
  source: { type: "yaml"; file: string } | { type: "markdown"; folder: string; typeName: string; entryPattern: RegExp; entryExpected: string };
  fields: Record<string, Field>;
  /** For Markdown folders: frontmatter fields unique across the collection. */
  uniqueAcrossEntries?: string[];
}

export const site = {
  name: "site",
  label: "Impostazioni del sito",
  source: { type: "yaml", file: "site.yaml" },
  fields: {
    name: f.string("Nome dello studio", { shared: true }),
    siteUrl: f.url("Indirizzo pubblico del sito"),
    description: f.string("Descrizione predefinita", { widget: "text" }),
    email: f.string("E-mail", { shared: true, pattern: emailPattern }),
    phone: f.string("Telefono", { shared: true, pattern: phonePattern }),
    address: postalAddress("Indirizzo"),
    map: f.object("Mappa", {
      latitude: f.number("Latitudine", { min: -90, max: 90 }),
      longitude: f.number("Longitudine", { min: -180, max: 180 }),
      zoom: f.number("Zoom", { min: 1, max: 19 }),
      placeUrl: f.url("Pagina del luogo sul servizio di mappe"),
      directionsUrl: f.url("Indicazioni stradali sul servizio di mappe"),
    }),
    social: f.object("Social", {
      instagram: f.url("Instagram"),
      linkedin: f.url("LinkedIn"),
    }),
    legal: f.object("Informative", {
      privacyPolicyUrl: f.url("Privacy policy"),
      cookiePolicyUrl: f.url("Cookie policy"),
    }),
    // Who runs the site: an Italian business shows its Partita IVA on its website (art. 35 DPR 633/72).
    company: f.object("Dati legali dello studio", {
      legalName: f.string("Ragione sociale", { shared: true }),
      vatNumber: f.string("Partita IVA", {
        shared: true,
        pattern: { regex: /^\d{11}$/, expected: "a Partita IVA of 11 digits", italian: "11 cifre, senza spazi né IT davanti" },
        check: partitaIva,
      }),
      taxCode: f.string("Codice fiscale (solo se diverso dalla partita IVA)", {
        optional: true,
        shared: true,
        pattern: {
          regex: /^(\d{11}|[A-Z0-9]{16})$/,
          expected: "a codice fiscale of 11 digits or 16 capital letters and digits",
          italian: "11 cifre, oppure 16 lettere maiuscole e cifre",
        },
        check: codiceFiscale,
      }),
      registeredOffice: postalAddress("Sede legale"),
      rea: f.string("Numero REA", {
        shared: true,
        pattern: {
          regex: /^[A-Z]{2}-\d{1,7}$/,
          expected: 'a REA number: the province code, a dash and the number, such as "BA-123456"',
          italian: "sigla della provincia, trattino e numero (es. BA-123456)",
        },
      }),
      pec: f.string("PEC", { shared: true, pattern: emailPattern }),
      labels: f.object("Etichette della riga legale", {
        registeredOffice: f.string("Etichetta della sede legale"),
        vatNumber: f.string("Etichetta della partita IVA"),
        taxCode: f.string("Etichetta del codice fiscale"),
        rea: f.string("Etichetta del numero REA"),
        pec: f.string("Etichetta della PEC"),
      }),
    }),
    nav: f.object("Navigazione", {
      home: f.string("Nome del link alla home"),
      works: f.string("Voce Works"),
      studio: f.string("Voce Studio"),
      journal: f.string("Voce Journal"),
      openMenu: f.string("Pulsante che apre il menu"),
      closeMenu: f.string("Pulsante che chiude il menu"),
      skipToContent: f.string("Collegamento per saltare al contenuto"),
      brief: f.string("Link alla pagina del brief (menu su telefono e piè di pagina)"),
      language: f.string("Il nome di questa lingua, come lo legge il selettore della lingua sulle pagine dell'altra (es. Italiano)"),
      untranslated: f.string(
        "Il selettore sulle pagine che non ci sono in questa lingua: porta al journal di questa lingua, e lo dice (es. Il journal in italiano)",
      ),
    }),
    footer: f.object("Piè di pagina", {
      description: f.string("Descrizione dello studio", { widget: "text" }),
      privacyLabel: f.string("Link alla privacy policy"),
      cookieLabel: f.string("Link alla cookie policy"),
      cookiePreferencesLabel: f.string("Link alle preferenze cookie"),
      accessibilityLabel: f.string("Link alla dichiarazione di accessibilità"),
      emailLabel: f.string("Nome accessibile del link e-mail"),
      phoneLabel: f.string("Nome accessibile del link telefono"),
    }),
    cookieBar: f.object("Banner dei cookie", {
      text: f.string("Testo del primo livello (breve: il link alla cookie policy lo segue)", { widget: "text", fits: cookieBarText }),
      policyLinkLabel: f.string("Testo del link alla cookie policy", { fits: cookieBarLink }),
      details: f.string("Spiegazione completa (quando si riapre la scelta da «Preferenze cookie»)", { widget: "text" }),
      trackersLabel: f.string("Titolo dell'elenco degli strumenti, sotto la spiegazione completa"),
      durationLabel: f.string("Etichetta della durata dei cookie di ogni strumento"),
      recipientsLabel: f.string("Titolo dell'elenco degli altri destinatari dei dati, senza cookie"),
      accept: f.string("Pulsante Accetta"),
      decline: f.string("Pulsante Rifiuta"),
      close: f.string("Nome accessibile della X (equivale a Rifiuta)"),
    }),
    trackers: f.list(
      "Strumenti che chiedono il consenso",
      f.object("Strumento", {
        name: f.string("Nome", { shared: true }),
        provider: f.string("Fornitore", { shared: true }),
        purpose: f.string("Finalità", { widget: "text" }),
        duration: f.string("Durata dei cookie"),
      }),
      {
        unique: "name",
        pairBy: "name",
        hint: "Ogni modifica di questo elenco cambia la versione del consenso: il banner lo chiede di nuovo a chi aveva già scelto.",
      },
    ),
    recipients: f.list(
      "Altri destinatari dei dati dei visitatori, senza cookie",
      f.object("Destinatario", {
        name: f.string("Servizio"),
        provider: f.string("Chi riceve i dati"),
        purpose: f.string("Cosa riceve e perché", { widget: "text" }),
      }),
      {
        unique: "name",
        hint: "Chi riceve dati di ogni visitatore senza cookie (per esempio l'indirizzo IP per le immagini della mappa): non cambia la versione del consenso. Nominali anche nella privacy policy.",
      },
    ),
    cta: f.object("Palla di contatto", {
      home: f.string("Testo sulla home", { fits: ctaText }),
      studio: f.string("Testo sulla pagina Studio", { fits: ctaText }),
      fallback: f.string("Testo sulle altre pagine ({product} diventa il nome)", { fits: ctaText }),
    }),
    briefInvite: f.object("Invito al brief (in fondo a progetti, articoli e pagina Studio)", {
      title: f.string("Domanda"),
      link: f.string("Testo del link alla pagina del brief"),
    }),
    speechBalls: f.object("Fumetti", { home: speechBall, studio: speechBall }),
    shareCardAlt: f.string("Testo alternativo della card di condivisione ({title} diventa il titolo, {product} il nome)"),
    controls: f.object("Comandi comuni", {
      pause: f.string("Metti in pausa lo scorrimento automatico"),
      play: f.string("Riprendi lo scorrimento automatico"),
      newTab: f.string("Avviso per i link che si aprono in una nuova scheda"),
    }),
    notFound: f.object("Pagina non trovata", {
      meta,
      marquee: f.string("Testo scorrevole"),
      message: f.string("Messaggio"),
      button: f.string("Pulsante per tornare alla home"),
      searchLink: f.string("Link alla ricerca nel sito"),
    }),
    llms: f.object("File llms.txt (la mappa del sito per gli strumenti di intelligenza artificiale)", {
      worksTitle: f.string("Titolo della sezione dei progetti"),
      postsTitle: f.string("Titolo della sezione degli articoli"),
      pagesTitle: f.string("Titolo della sezione delle pagine dello studio"),
    }),
    scheme: f.object("Colori del sito (la scelta nell'intestazione e nel menu su telefono)", {
      label: f.string("Nome della scelta, letto da chi usa un lettore di schermo (es. Colori del sito)"),
      light: f.string("Chiaro"),
      dark: f.string("Scuro"),
      system: f.string("Come il sistema"),
    }),
    announcer: f.object("Annunci per chi usa un lettore di schermo", {
      navigated: f.string("Dopo ogni cambio di pagina ({title} diventa il titolo della nuova pagina)"),
    }),
    deviceStorage: f.object("Dati che il sito stesso salva sul dispositivo (nelle informazioni sui cookie)", {
      title: f.string("Titolo dell'elenco, sotto gli strumenti e i destinatari"),
      items: f.list(
        "Voci",
        f.object("Voce", {
          name: f.string("Nome e tipo (cookie, memoria del browser)"),
          purpose: f.string("A cosa serve", { widget: "text" }),
          duration: f.string("Durata"),
        }),
        { unique: "name", hint: "Tecnici, senza consenso: ciò che il sito salva per ricordare una scelta del visitatore." },
      ),
    }),
  },
} satisfies Collection;

export const services = {
  name: "services",
  label: "Servizi",
  source: { type: "yaml", file: "services.yaml" },
  fields: {
    title: f.string("Titolo della sezione"),
    dragLabel: f.string("Etichetta del cursore"),
    carouselLabel: f.string("Nome accessibile del carosello"),
    items: f.list(
      "Servizi",
      f.object("Servizio", {
        id: f.string("Codice del servizio", {
          shared: true,
          generated: true,
          pattern: slugPattern,
          hint: "Un nome breve, unico tra i servizi (es. ecommerce): lega il servizio alla sua traduzione.",
        }),
        title: f.string("Titolo"),
        description: f.string("Descrizione breve", { widget: "text" }),
        color: f.select("Colore della scheda", BRAND_COLORS),
      }),
      // The carousel loops: with fewer than six cards Swiper has too few to loop on and starts the first card off
      // the side padding (35 px at 1280 px with five, seen in the editor's-commit test).
      { min: 6, unique: "title", pairBy: "id" },
    ),
  },
} satisfies Collection;

export const technologies = {
  name: "technologies",
  label: "Tecnologie",
  source: { type: "yaml", file: "technologies.yaml" },
  fields: {
    title: f.string("Titolo della sezione"),
    moreLabel: f.string("Nome accessibile del pulsante '···'"),
    shown: f.list("Tecnologie mostrate subito", f.string("Tecnologia", { shared: true }), { min: 1 }),
    extra: f.list("Tecnologie mostrate con '···'", f.string("Tecnologia", { shared: true })),
  },
} satisfies Collection;

export const faq = {
  name: "faq",
  label: "Domande frequenti",
  source: { type: "yaml", file: "faq.yaml" },
  fields: {
    title: f.string("Titolo della sezione"),
    items: f.list(
      "Domande",
      f.object("Domanda", {
        question: f.string("Domanda"),
        answer: f.string("Risposta", { widget: "text" }),
      }),
      { min: 1, unique: "question" },
    ),
  },
} satisfies Collection;

export const team = {
  name: "team",
  label: "Team",
  source: { type: "yaml", file: "team.yaml" },
  fields: {
    title: f.string("Titolo della sezione"),
    cvLabel: f.string("Testo del pulsante CV"),
    linkedinLabel: f.string("Testo del pulsante LinkedIn"),
    members: f.list(
      "Persone",
      f.object("Persona", {
        name: f.string("Nome e cognome", { shared: true }),
        role: f.string("Ruolo"),
        photo: f.image("Foto"),
        photoAlt: f.string("Descrizione della foto"),
        cv: f.file("CV in PDF, in questa lingua", [".pdf"], { translated: true }),
        description: f.string("Descrizione", { widget: "text" }),
        phone: f.string("Telefono", { shared: true, pattern: phonePattern }),
        email: f.string("E-mail", { shared: true, pattern: emailPattern }),
        linkedin: f.url("Profilo LinkedIn"),
      }),
      { min: 1, unique: "name", pairBy: "name" },
    ),
  },
} satisfies Collection;

export const collaborators = {
  name: "collaborators",
  label: "Collaboratori",
  source: { type: "yaml", file: "collaborators.yaml" },
  fields: {
    title: f.string("Titolo della sezione"),
    items: f.list(
      "Collaboratori",
      f.object("Collaboratore", {
        name: f.string("Nome", { shared: true }),
        role: f.string("Ruolo"),
        url: f.url("Pagina esterna"),
      }),
      { min: 1, unique: "name", pairBy: "name" },
    ),
  },
} satisfies Collection;

export const homePage = {
  name: "homePage",
  label: "Pagina Home",
  source: { type: "yaml", file: "pages/home.yaml" },
  fields: {
    meta,
    cover: f.object("Copertina", {
      slogan: f.string("Slogan"),
      labels: f.list("Etichette fluttuanti", f.string("Etichetta"), { min: 2, max: 2 }),
      coinButtonLabel: f.string("Nome accessibile del pulsante +"),
    }),
    weAre: f.object("Chi siamo", {
      text: f.string("Testo", { widget: "text" }),
      creed: f.string("Motto ({product} diventa il nome)"),
    }),
  },
} satisfies Collection;

/**
 * The units a work's result is measured in, as the CMS offers them (in Italian: editors choose them). How each is
 * written in a page's language is `src/lib/results.ts`'s, through `Intl`; a count ("numero") takes its noun from
 * what was measured.
 */
export const RESULT_UNITS = ["percentuale", "millisecondi", "secondi", "minuti", "ore", "giorni", "euro", "numero"] as const;

/** A sentence of the results' labels, with the blanks a result fills in. */
const resultSentence = (label: string, blanks: readonly string[]) =>
  f.string(label, {
    hint: `Le parti tra graffe diventano i dati del risultato: ${blanks.map((blank) => `{${blank}}`).join(", ")}.`,
    pattern: {
      regex: new RegExp(blanks.map((blank) => `(?=[\\s\\S]*\\{${blank}\\})`).join("")),
      expected: `a sentence with ${blanks.map((blank) => `{${blank}}`).join(", ")} in it`,
      italian: `una frase che contenga ${blanks.map((blank) => `{${blank}}`).join(", ")}`,
    },
  });

/** One measured result of a work: what changed for the client, by how much, when and by whose measure. */
const workResult = f.object("Risultato", {
  id: f.string("Codice del risultato", {
    shared: true,
    generated: true,
    pattern: slugPattern,
    hint: "Un nome breve, unico tra i risultati del progetto (es. prenotazioni-mobile): lega il risultato alla sua traduzione.",
  }),
  measure: f.string("Che cosa si è misurato", {
    hint: "Con la maiuscola e senza punto finale, come si legge sotto il numero: es. «Prenotazioni fatte dal telefono», «Tempo per la prima schermata», «Chiamate di assistenza a settimana».",
  }),
  before: f.number("Valore prima", { optional: true, min: 0, hint: "Lascialo vuoto se c'è solo il valore dopo (un servizio nuovo)." }),
  after: f.number("Valore dopo", { min: 0 }),
  unit: f.select("Unità", RESULT_UNITS, { hint: "«numero» per un conteggio (persone, prenotazioni, chiamate): il nome lo dà «Che cosa si è misurato»." }),
  date: f.date("Data della misura", { hint: "Il giorno in cui è stato preso il valore dopo, o l'ultimo del periodo." }),
  period: f.string("Periodo", { hint: "Come lo legge il visitatore, dopo una virgola: es. «estate 2025 rispetto all'estate 2024», «marzo 2026»." }),
  source: f.string("Fonte", { hint: "Da dove viene il numero: es. «analytics del cliente», «Lighthouse su un telefono medio», «sondaggio tra 120 utenti»." }),
  confirmed: f.boolean("Confermato", {
    hint: "Accendilo quando il cliente ha confermato il numero: finché è spento, npm run launch-check lo elenca tra i dati da confermare.",
  }),
});

export const worksPage = {
  name: "worksPage",
  label: "Pagina Works",
  source: { type: "yaml", file: "pages/works.yaml" },
  fields: {
    meta,
    title: f.string("Titolo"),
    intro: f.string("Introduzione", { widget: "text" }),
    clickLabel: f.string("Etichetta del cursore sugli slider"),
    sliderLabel: f.string("Nome accessibile dello slider ({title} diventa il titolo)"),
    nextImageLabel: f.string("Nome accessibile del pulsante immagine successiva"),
    slideLabel: f.string("Nome accessibile di ogni immagine ({current} e {total} diventano i numeri)"),
    technologiesLabel: f.string("Nome accessibile dell'elenco tecnologie"),
    pageLink: f.string("Link alla pagina del progetto (il titolo lo segue, per i lettori di schermo)"),
    imagesLabel: f.string("Nome accessibile delle immagini nella pagina del progetto"),
    postsTitle: f.string("Titolo degli articoli sul progetto"),
    previousWork: f.string("Progetto precedente"),
    nextWork: f.string("Progetto successivo"),
    workNavLabel: f.string("Nome accessibile dei link agli altri progetti"),
    allWorks: f.string("Link a tutti i progetti"),
    results: f.object("Risultati di un progetto", {
      title: f.string("Titolo della sezione dei risultati nella pagina del progetto"),
      before: f.string("Etichetta del valore prima, nel disegno"),
      after: f.string("Etichetta del valore dopo, nel disegno"),
      points: f.string("Unità di una differenza tra percentuali (es. +19 punti percentuali)"),
      source: f.string("Etichetta della fonte"),
      change: resultSentence("Frase di un risultato con il valore prima (letta dai lettori di schermo)", ["measure", "before", "after", "period", "source"]),
      value: resultSentence("Frase di un risultato con il solo valore dopo (letta dai lettori di schermo)", ["measure", "after", "period", "source"]),
    }),
  },
} satisfies Collection;

export const studioPage = {
  name: "studioPage",
  label: "Pagina Studio",
  source: { type: "yaml", file: "pages/studio.yaml" },
  fields: {
    meta,
    title: f.string("Titolo"),
    weMake: f.object("Cosa facciamo", {
      before: f.string("Testo prima della parola colorata", { widget: "text" }),
      word: f.string("Parola colorata"),
      after: f.string("Testo dopo la parola colorata", { widget: "text" }),
    }),
    playground: f.object("Area delle mascotte", {
      marquee: f.string("Testo scorrevole"),
    }),
    whereWeAre: f.object("Dove siamo", {
      title: f.string("Titolo"),
      text: f.string("Testo", { widget: "text" }),
      largerMapLabel: f.string("Link alla mappa più grande"),
      directionsLabel: f.string("Link alle indicazioni stradali"),
      mapLabel: f.string("Nome accessibile della mappa"),
      wheelHint: f.string("Suggerimento per lo zoom con la rotella"),
      touchHint: f.string("Suggerimento per il trascinamento con due dita"),
      mapAttribution: f.string("Attribuzione della mappa (link alla licenza di OpenStreetMap)"),
      mapNotice: f.string("Avviso sopra la mappa: chi riceve i dati di chi la apre", { widget: "text" }),
    }),
  },
} satisfies Collection;

/** Choices of a select in the brief (budget, time frame): a few short ranges. */
const briefRanges = (label: string) => f.list(label, f.string("Fascia"), { min: 2, max: 8 });

export const contactPage = {
  name: "contactPage",
  label: "Pagina del brief (Contatti)",
  source: { type: "yaml", file: "pages/contatti.yaml" },
  fields: {
    meta,
    title: f.string("Titolo"),
    intro: f.string("Introduzione", { widget: "text" }),
    otherWays: f.string("Frase prima dell'e-mail e del telefono dello studio"),
    form: f.object("Modulo", {
      label: f.string("Nome accessibile del modulo"),
      name: f.string("Etichetta del nome"),
      email: f.string("Etichetta dell'e-mail"),
      company: f.string("Etichetta dell'azienda"),
      optional: f.string("Segno dei campi facoltativi"),
      services: f.string("Domanda sui servizi (le voci sono i servizi della home)"),
      servicesHint: f.string("Suggerimento sotto la domanda sui servizi"),
      budget: f.string("Etichetta del budget"),
      budgets: briefRanges("Fasce di budget"),
      timeframe: f.string("Etichetta dei tempi"),
      timeframes: briefRanges("Fasce di tempi"),
      undecided: f.string("Prima scelta di budget e tempi (nessuna risposta)"),
      message: f.string("Etichetta del messaggio"),
      messageHint: f.string("Suggerimento del messaggio ({min} e {max} diventano i limiti)"),
      privacy: f.string("Informativa breve (art. 13 GDPR): {company}, {email} e {link} diventano ragione sociale, e-mail e link", {
        widget: "text",
        pattern: { regex: /\{link\}/, expected: "a text with {link}, where the link to the privacy policy goes", italian: "deve contenere {link}, dove va il link alla privacy policy" },
      }),
      privacyLink: f.string("Testo del link alla privacy policy"),
      submit: f.string("Pulsante di invio"),
      sending: f.string("Pulsante durante l'invio"),
      honeypot: f.string("Etichetta del campo trappola per i bot (nascosto ai visitatori)"),
    }),
    errors: f.object("Messaggi di errore sotto i campi", {
      name: f.string("Nome mancante"),
      email: f.string("E-mail mancante"),
      emailFormat: f.string("E-mail incompleta"),
      message: f.string("Messaggio mancante"),
      tooShort: f.string("Messaggio troppo corto ({min} e {count} diventano i numeri)"),
      tooLong: f.string("Messaggio troppo lungo ({max} e {count} diventano i numeri)"),
    }),
    sent: f.object("Brief inviato (sul posto, e sulla pagina di ringraziamento senza JavaScript)", {
      title: f.string("Titolo"),
      text: f.string("Testo", { widget: "text" }),
    }),
    failed: f.string("Errore di invio", { widget: "text" }),
    mailFallback: f.string("Link per mandare il brief per e-mail, dopo un errore"),
    mailFallbackCut: f.string("In fondo all'e-mail, quando il brief è troppo lungo per un link e-mail e ne va solo l'inizio", { widget: "text" }),
    copyBrief: f.string("Pulsante che copia il testo intero del brief, dopo un errore"),
    copied: f.string("Conferma della copia (annunciata)"),
    copyFailed: f.string("Se la copia non riesce (annunciato)"),
    thanks: f.object("Pagina di ringraziamento (/contatti/grazie)", {
      meta,
      back: f.string("Link alla home"),
    }),
  },
} satisfies Collection;

export const journalPage = {
  name: "journalPage",
  label: "Pagina Journal",
  source: { type: "yaml", file: "pages/journal.yaml" },
  fields: {
    meta,
    title: f.string("Titolo"),
    intro: f.string("Introduzione", { widget: "text" }),
    empty: f.string("Testo quando non ci sono articoli"),
    feedTitle: f.string("Titolo dei feed del journal, RSS e JSON ({product} diventa il nome dello studio)"),
    readingTime: f.string("Tempo di lettura ({minutes} diventa il numero)"),
    tagTitle: f.string("Titolo delle pagine per tag, nella scheda del browser e sulla card di condivisione ({tag} diventa il nome del tag)"),
    previous: f.string("Articolo precedente"),
    next: f.string("Articolo successivo"),
    postNavLabel: f.string("Nome accessibile dei link agli altri articoli, in fondo a un articolo"),
    allPosts: f.string("Link a tutti gli articoli"),
    pagination: f.string("Nome accessibile della paginazione"),
    pageLabel: f.string("Nome accessibile di un numero di pagina ({page} diventa il numero)"),
    tagsLabel: f.string("Nome accessibile dell'elenco dei tag di un articolo"),
    draftBadge: f.string("Etichetta degli articoli in bozza (visibile solo in anteprima)"),
    scheduledBadge: f.string("Etichetta degli articoli programmati, con una data futura (visibile solo in anteprima)"),
    updatedLabel: f.string("Data di aggiornamento ({date} diventa la data)"),
    workLabel: f.string("Etichetta del progetto di cui parla un articolo"),
    headingLinkLabel: f.string("Nome accessibile del link # accanto a ogni titolo di sezione ({heading} diventa il titolo)"),
    tocTitle: f.string("Titolo dell'indice degli articoli lunghi"),
    relatedTitle: f.string("Titolo degli articoli correlati"),
    searchLink: f.string("Link alla ricerca negli articoli e nei progetti"),
    tagFeedLink: f.string("Link al feed RSS di un tag, sulla sua pagina ({tag} diventa il tag)"),
  },
} satisfies Collection;

const searchPage = {
  name: "searchPage",
  label: "Pagina Cerca",
  source: { type: "yaml", file: "pages/cerca.yaml" },
  fields: {
    meta,
    title: f.string("Titolo"),
    intro: f.string("Introduzione", { widget: "text" }),
    formLabel: f.string("Nome accessibile del modulo di ricerca"),
    fieldLabel: f.string("Etichetta del campo di ricerca"),
    submit: f.string("Pulsante Cerca"),
    kindLabel: f.string("Titolo della scelta tra articoli e progetti"),
    kinds: f.object("Tipi di risultato", {
      all: f.string("Tutti"),
      post: f.string("Articoli"),
      work: f.string("Progetti"),
    }),
    kindBadges: f.object("Etichette dei risultati", {
      post: f.string("Etichetta di un articolo"),
      work: f.string("Etichetta di un progetto"),
    }),
    tagLabel: f.string("Etichetta della scelta del tag"),
    allTags: f.string("Voce per tutti i tag"),
    searching: f.string("Avviso mentre la ricerca è in corso"),
    resultsOne: f.string("Un risultato ({query} diventa il testo cercato)"),
    resultsMany: f.string("Più risultati ({count} diventa il numero, {query} il testo cercato)"),
    noResults: f.string("Nessun risultato ({query} diventa il testo cercato)", { widget: "text" }),
    failed: f.string("Avviso quando la ricerca non si carica", { widget: "text" }),
    moreResults: f.string("Pulsante per mostrare altri risultati"),
    resultsLabel: f.string("Nome accessibile dell'elenco dei risultati"),
    noScript: f.string("Avviso a chi ha JavaScript disattivato (la ricerca ne ha bisogno)", { widget: "text" }),
    tagsTitle: f.string("Titolo dell'elenco dei tag"),
    tagsIntro: f.string("Testo sopra l'elenco dei tag", { widget: "text" }),
  },
} satisfies Collection;

/**
 * The conformance statuses of AgID's model of the statement (Decisione di esecuzione UE 2018/1523), the standard it
 * claims and the assessment's methods: terms of the model, chosen in Italian and written in each language as the
 * Decision's own version says them (STATEMENT_TERMS).
 */
const CONFORMANCE_STATUSES = ["conforme", "parzialmente conforme", "non conforme"] as const;
/** The standard the statement claims; the browser tests run axe with exactly its rules (e2e/accessibility.spec.ts). */
export const ACCESSIBILITY_STANDARDS = ["WCAG 2.2 livello AA"] as const;
const ASSESSMENT_METHODS = ["autovalutazione", "valutazione di terzi"] as const;
type StatementTerm = (typeof CONFORMANCE_STATUSES)[number] | (typeof ACCESSIBILITY_STANDARDS)[number] | (typeof ASSESSMENT_METHODS)[number];
export const STATEMENT_TERMS: Record<Locale, Record<StatementTerm, string>> = {
  it: {
    conforme: "conforme",
    "parzialmente conforme": "parzialmente conforme",
    "non conforme": "non conforme",
    "WCAG 2.2 livello AA": "WCAG 2.2 livello AA",
    autovalutazione: "autovalutazione",
    "valutazione di terzi": "valutazione di terzi",
  },
  en: {
    conforme: "fully compliant",
    "parzialmente conforme": "partially compliant",
    "non conforme": "not compliant",
    "WCAG 2.2 livello AA": "WCAG 2.2 level AA",
    autovalutazione: "self-assessment",
    "valutazione di terzi": "assessment by a third party",
  },
};

const section = <Fields extends Record<string, Field>>(label: string, fields: Fields) => f.object(label, { title: f.string("Titolo della sezione"), ...fields });

export const accessibilityPage = {
  name: "accessibilityPage",
  label: "Dichiarazione di accessibilità",
  source: { type: "yaml", file: "pages/accessibilita.yaml" },
  fields: {
    meta,
    title: f.string("Titolo"),
    intro: f.string("Introduzione ({product} diventa il nome dello studio, {site} l'indirizzo del sito)", { widget: "text" }),
    voluntary: section("Dichiarazione volontaria", { text: f.string("Testo", { widget: "text" }) }),
    conformance: section("Stato di conformità", {
      status: f.select("Stato", CONFORMANCE_STATUSES, {
        hint: "«conforme» solo senza contenuti non accessibili; «parzialmente conforme» e «non conforme» ne elencano almeno uno.",
      }),
      standard: f.select("Standard", ACCESSIBILITY_STANDARDS),
      text: f.string("Testo", { widget: "text" }),
    }),
    inaccessible: section("Contenuti non accessibili", {
      intro: f.string("Introduzione", { widget: "text" }),
      items: f.list(
        "Contenuti",
        f.object("Contenuto", {
          content: f.string("Contenuto"),
          reason: f.string("Perché non è accessibile", { widget: "text" }),
          alternative: f.string("Alternativa accessibile", { widget: "text", optional: true }),
        }),
        { unique: "content" },
      ),
    }),
    dragging: section("Trascinamenti e alternative", {
      intro: f.string("Introduzione", { widget: "text" }),
      items: f.list(
        "Contenuti che si trascinano",
        f.object("Contenuto", {
          content: f.string("Contenuto"),
          alternative: f.string("Come si usa senza trascinare, o perché trascinare è essenziale", { widget: "text" }),
        }),
        { min: 1, unique: "content" },
      ),
    }),
    assessment: section("Redazione della dichiarazione", {
      method: f.select("Metodo", ASSESSMENT_METHODS),
      date: f.date("Data della valutazione (npm run launch-check la segnala dopo dodici mesi)"),
      text: f.string("Testo", { widget: "text" }),
      toolsTitle: f.string("Titolo delle verifiche automatiche"),
      tools: f.list("Verifiche automatiche", f.string("Verifica", { widget: "text" }), { min: 1 }),
      manualChecksTitle: f.string("Titolo delle verifiche manuali"),
      manualChecks: f.list("Verifiche manuali", f.string("Verifica", { widget: "text" }), { min: 1 }),
    }),
    feedback: section("Meccanismo di feedback", {
      text: f.string("Testo", { widget: "text" }),
      emailLabel: f.string("Testo prima dell'indirizzo e-mail dello studio"),
      responseDays: f.number("Giorni entro cui lo studio risponde", { min: 1, max: 30 }),
      responseTime: f.string("Tempo di risposta ({days} diventa il numero di giorni)"),
    }),
    siteInfo: section("Informazioni sul sito", {
      items: f.list("Voci", f.object("Voce", { term: f.string("Voce"), value: f.string("Valore", { widget: "text" }) }), { min: 1, unique: "term" }),
    }),
    summary: f.object("Riquadro di sintesi in testa alla pagina", {
      label: f.string("Nome accessibile del riquadro"),
      status: f.string("Voce dello stato di conformità"),
      standard: f.string("Voce dello standard"),
      assessment: f.string("Voce della valutazione"),
      response: f.string("Voce del tempo di risposta"),
    }),
    alternativeLabel: f.string("Etichetta dell'alternativa a un contenuto non accessibile"),
  },
} satisfies Collection;

export const works = {
  name: "works",
  label: "Works",
  source: {
    type: "markdown",
    folder: "works",
    typeName: "Work",
    entryPattern: /^\d{2}-[a-z0-9-]+$/,
    entryExpected: "NN-slug, due cifre, un trattino e lo slug, di sole lettere minuscole senza accenti, cifre e trattini",
  },
  uniqueAcrossEntries: ["number"],
  fields: {
    number: f.string("Numero", {
      shared: true,
      pattern: { regex: /^\d{2}$/, expected: 'a two-digit number in quotes, such as "01"', italian: "due cifre (es. 01)" },
    }),
    title: f.string("Titolo"),
    description: f.string("Descrizione", { widget: "text" }),
    url: f.url("Indirizzo del progetto"),
    urlVisible: f.boolean("Mostra il link"),
    technologies: f.list("Tecnologie", f.string("Tecnologia", { shared: true }), { min: 1 }),
    images: f.list(
      "Immagini",
      f.object("Immagine", {
        path: f.image("File"),
        alt: f.string("Testo alternativo"),
      }),
      { min: 1, max: 6, pairBy: "path" },
    ),
    showReverseSlider: f.boolean("Slider a destra"),
    results: f.list("Risultati misurati", workResult, {
      optional: true,
      max: 4,
      unique: "measure",
      pairBy: "id",
      hint: "Il primo è il risultato principale: lo mostrano l'elenco dei progetti, la card di condivisione e i motori di ricerca.",
    }),
    journalPosts: f.list("Articoli del journal su questo progetto", f.string("Slug dell'articolo (il nome della cartella senza la data)", { shared: true, pattern: slugPattern }), {
      optional: true,
    }),
  },
} satisfies Collection;

/**
 * The journal's tags, in each language: a tag's address (`/journal/tag/<slug>`, `/en/journal/tag/<slug>`), its name
 * and one line on what its posts are about, which its page, its feed, the search's filter and every chip show. The
 * two languages' lists pair by a code (`pairBy: "id"`, as the services do): the English tag of an Italian tag's code
 * is its twin, whatever their addresses. A post names its tags by address, from its language's list (`TAG_REF`): a tag
 * goes here first.
 */
export const tags = {
  name: "tags",
  label: "Tag del journal",
  source: { type: "yaml", file: "tags.yaml" },
  fields: {
    items: f.list(
      "Tag",
      f.object("Tag", {
        id: f.string("Codice del tag", {
          shared: true,
          generated: true,
          pattern: slugPattern,
          hint: "Un nome breve, unico tra i tag (es. casi-studio): lega il tag alla sua traduzione.",
        }),
        slug: f.string("Indirizzo del tag (/journal/tag/…): lettere minuscole, cifre e trattini", { pattern: slugPattern }),
        label: f.string("Nome, come lo leggono le pagine (es. Casi studio)"),
        description: f.string("Di cosa parlano i suoi articoli, in una riga (la pagina del tag e i motori di ricerca)"),
      }),
      {
        min: 1,
        unique: "slug",
        pairBy: "id",
        hint: "Un articolo sceglie i suoi tag da questo elenco, nella sua lingua: un tag nuovo si aggiunge qui, in italiano e poi in inglese, prima di usarlo.",
      },
    ),
  },
} satisfies Collection;

/** A post's tag: the address of one of its language's tags in content/tags.yaml. */
const TAG_REF: Reference = { collection: tags.name, list: "items", key: "slug", display: "label" };

export const journal = {
  name: "journal",
  label: "Journal",
  source: {
    type: "markdown",
    folder: "journal",
    typeName: "JournalPost",
    entryPattern: /^\d{4}-\d{2}-\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/,
    entryExpected: "AAAA-MM-GG-slug, la data e lo slug, di sole lettere minuscole senza accenti, cifre e trattini",
  },
  fields: {
    language: f.select("Lingua in cui è scritto", LOCALES, {
      hint: "La lingua della prima versione: l'altra, se c'è, ne è la traduzione (un articolo può essere in una lingua sola).",
    }),
    title: f.string("Titolo"),
    slug: f.string("Indirizzo dell'articolo in questa lingua (vuoto: il nome della cartella senza la data)", { optional: true, pattern: slugPattern }),
    date: f.date("Data di pubblicazione"),
    description: f.string("Descrizione", { widget: "text" }),
    tags: f.list("Tag", f.string("Tag", { pattern: slugPattern, ref: TAG_REF }), {
      min: 1,
      hint: "Scelti tra i tag del journal (Sito e pagine → Tag del journal), nella lingua dell'articolo.",
    }),
    cover: f.image("Copertina", { optional: true }),
    coverAlt: f.string("Descrizione della copertina", { optional: true }),
    draft: f.boolean("Bozza", { optional: true }),
    updated: f.date("Aggiornato il (non prima della data di pubblicazione)", { optional: true }),
    author: f.string("Autore (il nome di una persona del team; vuoto: lo studio)", { optional: true, shared: true }),
    redirectFrom: f.list(
      "Indirizzi precedenti (slug che portano a questo articolo)",
      f.string("Slug precedente", { pattern: slugPattern }),
      { optional: true },
    ),
  },
} satisfies Collection;

/**
 * What a collection's files hold once validated, derived from its fields: `ContentOf<typeof works>` is one work.
 * `File` is what stands for a file field (its path by default).
 */
export type ContentOf<C extends { fields: Record<string, Field> }, File = string> = EntryOf<C["fields"], File>;

/** The collections that are one YAML file each, by name: what the tests read as the site's settings and pages' copy. */
export const yamlCollections = {
  site,
  services,
  technologies,
  faq,
  team,
  collaborators,
  homePage,
  worksPage,
  studioPage,
  journalPage,
  tags,
  contactPage,
  accessibilityPage,
  searchPage,
};

export const collections: Collection[] = [...Object.values(yamlCollections), works, journal];
