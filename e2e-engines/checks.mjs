/**
 * Every check of the engines suite: each runs a behaviour of e2e/behaviours/, written once for every engine (Chromium
 * runs the same ones from the specs in e2e/), on this suite's drivers (drivers/). A check runs at the "phone" or
 * "wide" viewport (or both) of each engine, on one page per viewport; what an engine cannot do is a listed skip
 * (`Skip`, thrown by the driver's `skip(reason)`), printed in every run and never a pass.
 */
import { pageKinds } from "./content.mjs";

export const OUT = ".test-output/engines";
/** Where the suite's server keeps the form submissions it receives (run.mjs). */
export const FORM_SUBMISSIONS = `${OUT}/form-submissions.jsonl`;

// Loaded after content.mjs, which lets Node read the tests' and the site's TypeScript (./typescript.mjs); each by its
// whole address, which knip follows. What the checks look for (headings, labels, how many chips) comes from content/,
// never from launch copy: read once, for the behaviours and these checks.
const { content } = await import(new URL("../e2e/behaviours/content.ts", import.meta.url).href);
const { works, posts } = content;
const { Skip } = await import(new URL("../e2e/behaviours/driver.ts", import.meta.url).href);
const { firstVisit } = await import(new URL("../e2e/behaviours/consent.ts", import.meta.url).href);
const { pageReads } = await import(new URL("../e2e/behaviours/page.ts", import.meta.url).href);
const { BALL_PAGES, focusNeverHidden } = await import(new URL("../e2e/behaviours/tab-walk.ts", import.meta.url).href);
const { mobileMenu } = await import(new URL("../e2e/behaviours/menu.ts", import.meta.url).href);
const { backAndForwardRestore, newVisitStartsAtTop, pageTransition } = await import(new URL("../e2e/behaviours/navigation.ts", import.meta.url).href);
const { carouselDrag, carouselKeys, carouselPeekingCard, dragCursorLabel, faqOpensAndCloses, technologiesByKeyboard, technologiesReveal } =
  await import(new URL("../e2e/behaviours/home.ts", import.meta.url).href);
const { worksSliderClick } = await import(new URL("../e2e/behaviours/works.ts", import.meta.url).href);
const { mascotDrag, studioMap } = await import(new URL("../e2e/behaviours/studio.ts", import.meta.url).href);
const { cookieChoices, firstLayerSize, olderVersionAsksAgain } = await import(new URL("../e2e/behaviours/cookie-bar.ts", import.meta.url).href);
const { briefSent } = await import(new URL("../e2e/behaviours/brief.ts", import.meta.url).href);
const { appAfterFirstPaint, ctaBallRises, notFoundGoesHome } = await import(new URL("../e2e/behaviours/shell.ts", import.meta.url).href);
const { CMS_SIGN_IN, signInAndSaveForReview } = await import(new URL("../e2e/behaviours/cms-sign-in.ts", import.meta.url).href);
const { searchFinds } = await import(new URL("../e2e/behaviours/search.ts", import.meta.url).href);
const { choiceHolds, darkOnceLoaded } = await import(new URL("../e2e/behaviours/scheme.ts", import.meta.url).href);
const { routes } = await import(new URL("../src/lib/routes.ts", import.meta.url).href);
export { Skip };

/** Every kind of page (e2e/pages.ts). */
const PAGES = pageKinds(content);

/** @type {{ name: string, viewports: string[], run: (d: any) => Promise<void>, timeoutMs?: number }[]} */
export const checks = [];
const check = (name, viewports, run, { timeoutMs } = {}) => checks.push({ name, viewports, run, timeoutMs });

for (const page of PAGES) {
  check(`${page.name}: heading and content, no error, no CSP violation, no sideways scroll, every image loads`, ["phone", "wide"], (d) =>
    pageReads(d, page),
  );
}

for (const page of PAGES) {
  check(
    `${page.name}: Tab never leaves focus hidden under the header or the cookie bar, with the bar shown, and again after a choice where it changed what can take focus${BALL_PAGES.has(page.name) ? " (the ball, on wide screens)" : ""}`,
    ["phone", "wide"],
    async (d) => {
      await firstVisit(d, page.path);
      await focusNeverHidden(d, page);
    },
  );
}

check("scripts-after-paint loads the app promptly after the first contentful paint; Chromium-only hints are harmless", ["wide"], (d) =>
  appAfterFirstPaint(d),
);

check("mobile menu: opens over the window, focus inside, Escape gives focus back, a link navigates and closes it", ["phone"], (d) => mobileMenu(d));

check("FAQ: every question; opens and closes by mouse, and by Enter and Space", ["wide"], (d) => faqOpensAndCloses(d));

check(
  "technologies: '···' fades, the extra chips are revealed one after another and end fully shown; by keys, focus on the first",
  ["wide"],
  async (d) => {
    await technologiesReveal(d);
    await technologiesByKeyboard(d);
  },
);

check("services carousel: arrow keys move it and it loops both ways", ["phone", "wide"], (d) => carouselKeys(d));

check("services carousel: a mouse drag moves it", ["wide"], (d) => carouselDrag(d));

check("services carousel: a click on a card peeking at either edge brings it in", ["phone", "wide"], (d) => carouselPeekingCard(d));

check("cursor label: 'Drag' follows a fine pointer over the carousel", ["wide"], (d) => dragCursorLabel(d));

check("works slider: a click shows the next image, and after the last comes the first", ["phone", "wide"], (d) => worksSliderClick(d));

check("studio: dragging a mascot moves it, frightens it while held, and it springs back inside the bounds", ["wide"], (d) => mascotDrag(d));

check("studio: the map loads near the viewport with its pin, and both links open Google Maps in a new tab", ["phone", "wide"], (d) => studioMap(d));

check("cookie bar: Accetta, Rifiuta and X store the choice for a year, 'Preferenze cookie' clears it and reopens the bar", ["phone", "wide"], (d) =>
  cookieChoices(d),
);

check(
  "cookie bar: the first layer takes at most a quarter of the screen, of a 640 px tall phone's too, its controls on screen",
  ["phone", "wide"],
  (d) => firstLayerSize(d),
);

// Each brief carries its engine's name and width: the two engines send theirs to the same server.
check("brief: a visitor fills it in and sends it; it reaches the server once and is confirmed in place", ["phone", "wide"], (d) =>
  briefSent(d, { file: FORM_SUBMISSIONS, marker: `${d.engine}${d.viewport.width}x${Date.now()}` }),
);

check(
  "cookie bar: a choice records its version and date; one given for an older list of trackers counts as none, and the bar asks again",
  ["wide"],
  (d) => olderVersionAsksAgain(d),
);

check("page transition: a header link plays the ripple, then the new page comes", ["phone", "wide"], (d) => pageTransition(d));

check("a new visit of a page starts at its top, though the visitor left it scrolled, and a reload comes back there", ["phone", "wide"], (d) =>
  newVisitStartsAtTop(d),
);

for (const path of ["/", "/studio"]) {
  check(`the call-to-action ball rises at the bottom of ${path} on wide screens only`, ["phone", "wide"], (d) => ctaBallRises(d, path));
}

check("404: marquee, falling mascots, no footer; 'Go Home' leads home, and the footer comes back", ["phone", "wide"], (d) => notFoundGoesHome(d));

for (const page of PAGES) {
  check(`${page.name}: Back and Forward restore the scroll position after a header link`, ["wide"], (d) => backAndForwardRestore(d, page));
}

check(
  "search: a word of a post's text finds it, a technology finds a work, the count is announced; Pagefind loads only then",
  ["phone", "wide"],
  (d) => searchFinds(d, posts.slice(0, 1), works.slice(-1)),
);

// Last of the wide page's checks: it leaves that page in the CMS, on another origin. The whole editor's path (the
// CMS's 4 MB bundle, the sign-in, some seventy calls to GitHub, a save) takes longer than a page's checks.
check(CMS_SIGN_IN, ["wide"], (d) => signInAndSaveForReview(d), { timeoutMs: 120_000 });

// On a system set to dark (the `dark` page: e2e-engines/run.mjs), once per engine.
check("dark scheme: every kind of page is dark once loaded on a dark system", ["dark"], (d) =>
  darkOnceLoaded(
    d,
    PAGES.map((page) => page.path),
  ),
);

check("dark scheme: light chosen in the switch holds across a reload and a navigation; the system's leaves nothing stored", ["dark"], (d) =>
  choiceHolds(d, { from: routes.works, to: routes.studio, linkText: content.site.nav.studio }),
);
