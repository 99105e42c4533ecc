/**
 * Google Analytics 4, loaded only after the visitor accepts cookies.
 * Without GATSBY_GA_MEASUREMENT_ID at build time every function is a no-op
 * and the minifier drops the rest, so no analytics code ships at all.
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
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
    window.gtag("js", new Date());
    window.gtag("config", MEASUREMENT_ID, { send_page_view: false, anonymize_ip: true });
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`;
    document.head.appendChild(script);
  }
  window.gtag!("consent", "update", { analytics_storage: "granted" });
  trackPageView(window.location.pathname);
}

/** Withdraws consent: gtag sends nothing more and its cookies go. */
export function stopAnalytics(): void {
  if (!MEASUREMENT_ID || typeof window === "undefined") return;
  (window as unknown as Record<string, unknown>)[`ga-disable-${MEASUREMENT_ID}`] = true;
  window.gtag?.("consent", "update", { analytics_storage: "denied" });
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0].trim();
    if (name === "_ga" || name.startsWith("_ga_")) {
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=${window.location.hostname}`;
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
  }
  lastPath = null;
}

/** Counts a page view once per route change, only while analytics runs. */
export function trackPageView(path: string): void {
  if (!MEASUREMENT_ID || !started || !window.gtag || path === lastPath) return;
  if ((window as unknown as Record<string, unknown>)[`ga-disable-${MEASUREMENT_ID}`]) return;
  lastPath = path;
  window.gtag("event", "page_view", { page_path: path, page_location: window.location.href, page_title: document.title });
}
