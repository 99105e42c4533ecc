/**
 * @jest-environment node
 */
/**
 * What the shell sends with and without a measurement id. GATSBY_GA_MEASUREMENT_ID is inlined at build time,
 * and read by src/lib/analytics.ts when it loads: each case loads the shell afresh under its own environment
 * and renders it to HTML as the build does. This checks the shell's own decision (the e2e build always has an
 * id); it does not rebuild the site without one.
 */
import path from "node:path";
import { site } from "../../../content/collections";
import { consentVersion } from "../../../content/consent-version";
import { readFile } from "../../../content/validate";
import { consentAskScript } from "../consent/consent-cookie";

const mockContent = path.resolve(__dirname, "../../../../content");
const mockSite = readFile(site, mockContent);
const mockVersion = consentVersion(mockSite.trackers);
// The shell's static query has every language's copy of the site (src/hooks/useLocale.ts, `inLocale`).
const mockSites = (["it", "en"] as const).map((locale) => ({ ...readFile(site, mockContent, locale), locale, consentVersion: mockVersion }));

jest.mock("gatsby", () => ({
  ...jest.requireActual("../../../../__mocks__/gatsby.js"),
  useStaticQuery: () => ({ allSiteYaml: { nodes: mockSites } }),
}));

async function renderShell(measurementId: string | undefined): Promise<string> {
  const saved = process.env.GATSBY_GA_MEASUREMENT_ID;
  if (measurementId === undefined) delete process.env.GATSBY_GA_MEASUREMENT_ID;
  else process.env.GATSBY_GA_MEASUREMENT_ID = measurementId;
  let html = "";
  try {
    await jest.isolateModulesAsync(async () => {
      const React = await import("react");
      const { renderToString } = await import("react-dom/server");
      const { Layout } = await import("./Layout");
      html = renderToString(React.createElement(Layout, { pathname: "/works", children: React.createElement("p", null, "pagina") }));
    });
  } finally {
    if (saved === undefined) delete process.env.GATSBY_GA_MEASUREMENT_ID;
    else process.env.GATSBY_GA_MEASUREMENT_ID = saved;
  }
  return html;
}

test("with a measurement id: the script that asks, the bar and 'Preferenze cookie'", async () => {
  const html = await renderShell("G-TEST0E2E00");
  expect(html).toContain(`<script>${consentAskScript(mockVersion)}</script>`);
  expect(html).toContain(`>${mockSite.cookieBar.accept}</button>`);
  expect(html).toContain(`>${mockSite.footer.cookiePreferencesLabel}</button>`);
});

test("without one: no script, no bar, no 'Preferenze cookie', since there is nothing to consent to", async () => {
  const html = await renderShell(undefined);
  expect(html).toContain("pagina");
  expect(html).toContain('data-testid="legal-line"');
  expect(html).not.toContain("<script");
  expect(html).not.toContain(`>${mockSite.cookieBar.accept}</button>`);
  expect(html).not.toContain(`>${mockSite.footer.cookiePreferencesLabel}</button>`);
  expect(html).not.toContain("cookieconsent");
});
