import type { CLSMetricWithAttribution, INPMetricWithAttribution, LCPMetricWithAttribution } from "web-vitals/attribution";

/**
 * Google Analytics 4, loaded only after the visitor accepts cookies: page views, the lead a sent brief is, clicks
 * on the studio's e-mail and phone links and on the call-to-action ball, and the visitors' own Core Web Vitals.
 * Without GATSBY_GA_MEASUREMENT_ID at build time every function is a no-op and webpack drops the rest
 * (src/gatsby/webpack.ts), so no analytics code ships at all.
 */
const MEASUREMENT_ID = process.env.GATSBY_GA_MEASUREMENT_ID;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let started = false;
let lastPath: string | null = null;

export function analyticsConfigured(): boolean {
  return Boolean(MEASUREMENT_ID);
}

/** Loads gtag.js with consent granted and counts the current page once. */
export function startAnalytics(): void {
  if (!MEASUREMENT_ID || typeof window === "undefined") return;
  (window as unknown as Record<string, unknown>)[`ga-disable-${MEASUREMENT_ID}`] = false;
  if (!started) {
    started = true;
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the `arguments` object itself, not an array.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag("consent", "default", {
      // The consent asked for covers measurement only: nothing for advertising is stored, sent or personalised.
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      // Granted below, once the visitor has accepted; denied until then.
      analytics_storage: "denied",
    });
    window.gtag("js", new Date());
    // No anonymize_ip: GA4 never logs or stores IP addresses, and ignores that setting.
    window.gtag("config", MEASUREMENT_ID, {
      // Page views are counted by trackPageView, once per route, with a URL cleaned of its query and hash.
      send_page_view: false,
      // Google signals joins visits to signed-in Google accounts, for ads and demographics: beyond the consent asked.
      allow_google_signals: false,
      // Nothing the site measures may be used to personalise ads.
      allow_ad_personalization_signals: false,
    });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`;
    document.head.appendChild(script);
    document.addEventListener("click", trackContact, { capture: true });
    measureWebVitals();
  }
  window.gtag!("consent", "update", { analytics_storage: "granted" });
  trackPageView(window.location.pathname);
}

/**
 * The page's address as analytics receives it: without the query string (search terms, campaign or e-mail
 * tokens can identify a person) and without the fragment.
 */
function measuredLocation(location: Pick<Location, "origin" | "pathname">): string {
  return `${location.origin}${location.pathname}`;
}

/** Withdraws consent: gtag sends nothing more and its cookies go. */
export function stopAnalytics(): void {
  if (!MEASUREMENT_ID || typeof window === "undefined") return;
  (window as unknown as Record<string, unknown>)[`ga-disable-${MEASUREMENT_ID}`] = true;
  window.gtag?.("consent", "update", { analytics_storage: "denied" });
  expireAnalyticsCookies(document, window.location.hostname);
  lastPath = null;
}

/**
 * The domains a cookie this page can read may have been set on: the host and each parent domain. gtag's
 * `cookie_domain: "auto"` writes `_ga` on the widest one the browser accepts (`.example.it` for
 * `www.example.it`), and a cookie goes only when expired with the domain it was set with.
 */
export function cookieDomains(hostname: string): string[] {
  // An IP address has no parent domains.
  if (/^[\d.]+$|:/.test(hostname)) return [hostname];
  const labels = hostname.split(".");
  // A top-level domain alone ("it", "localhost") takes no domain cookies, only the host does.
  return labels.length < 2 ? [hostname] : labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
}

/** Expires every Google Analytics cookie (`_ga`, `_ga_<id>`, `_gid`, `_gat…`) on the host and on each parent domain. */
export function expireAnalyticsCookies(doc: Pick<Document, "cookie">, hostname: string): void {
  const names = doc.cookie
    .split(";")
    .map((cookie) => cookie.split("=")[0].trim())
    .filter((name) => /^_ga(_|$)|^_gid$|^_gat/.test(name));
  for (const name of new Set(names)) {
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    doc.cookie = expired;
    for (const domain of cookieDomains(hostname)) doc.cookie = `${expired}; domain=${domain}`;
  }
}

/** gtag while events may be sent: analytics started after consent, and consent not withdrawn since; else null. */
function activeGtag() {
  if (!MEASUREMENT_ID || !started || !window.gtag) return null;
  return (window as unknown as Record<string, unknown>)[`ga-disable-${MEASUREMENT_ID}`] ? null : window.gtag;
}

/** Counts a page view once per route change, only while analytics runs. */
export function trackPageView(path: string): void {
  const gtag = activeGtag();
  if (!gtag || path === lastPath) return;
  lastPath = path;
  const pageLocation = measuredLocation(window.location);
  // Set for every later event too (engagement, scrolls), not only this page view.
  gtag("set", { page_location: pageLocation });
  gtag("event", "page_view", { page_location: pageLocation, page_title: document.title });
}

/** A lead: a brief reached the studio (GA4's recommended `generate_lead`), named by the form it came from. */
export function trackLead(form: string): void {
  activeGtag()?.("event", "generate_lead", { lead_source: form });
}

/**
 * A `contact` event when a visitor opens one of the studio's `mailto:` or `tel:` links, wherever it is (footer,
 * menu, team, a post); a link may name its own method (`data-contact-method`, the call-to-action ball's).
 */
function trackContact(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[href^='mailto:'], a[href^='tel:']");
  if (!link) return;
  const method = link.dataset.contactMethod ?? (link.protocol === "tel:" ? "phone" : "email");
  activeGtag()?.("event", "contact", { method });
}

/**
 * The visitors' own Largest Contentful Paint, Interaction to Next Paint and Cumulative Layout Shift, with what
 * caused each, sent to GA4 as the web-vitals library documents ("Send attribution data"). The library is fetched
 * only now, after consent; it reads the page's buffered entries, so the load's paint and shifts are not missed.
 */
function measureWebVitals(): void {
  // Read here, not through MEASUREMENT_ID: webpack drops this branch, and the chunk it imports, in a build without an id.
  if (!process.env.GATSBY_GA_MEASUREMENT_ID) return;
  import(/* webpackChunkName: "web-vitals" */ "web-vitals/attribution")
    .then(({ onCLS, onINP, onLCP }) => {
      // The page the metrics are for: the one the visitor landed on (web-vitals reports for it, unless it names another).
      const landing = measuredLocation(new URL(performance.getEntriesByType("navigation")[0]?.name ?? window.location.href));
      const send = (metric: CLSMetricWithAttribution | INPMetricWithAttribution | LCPMetricWithAttribution) => {
        const gtag = activeGtag();
        if (!gtag) return;
        const debugTarget =
          metric.name === "CLS"
            ? metric.attribution.largestShiftTarget
            : metric.name === "INP"
              ? metric.attribution.interactionTarget
              : metric.attribution.target;
        gtag("event", metric.name, {
          value: metric.delta,
          metric_id: metric.id,
          metric_value: metric.value,
          metric_delta: metric.delta,
          metric_rating: metric.rating,
          debug_target: debugTarget,
          page_location: metric.navigationURL ? measuredLocation(new URL(metric.navigationURL)) : landing,
        });
      };
      onCLS(send);
      onINP(send);
      onLCP(send);
    })
    // The chunk may not arrive (offline): the page works the same without it.
    .catch(() => undefined);
}
