/**
 * @jest-environment jsdom
 */
// The project brief in the production build: a form Netlify's deploy detects, that posts natively to a thank-you
// page search engines leave alone, under a policy that lets it post to the site only; its fields and choices from
// content/; and the ways to it from every page. (jsdom parses the HTML and the sitemap.)
import fs from "node:fs";
import path from "node:path";
import { resolveFile, headersFor, readHeaderRules } from "../../scripts/static-server.mjs";
import { detectForms } from "../../scripts/netlify-forms.mjs";
import { BRIEF_FORM, FIELD, MESSAGE_LENGTH } from "../../src/components/contact/brief-form/brief";
import { htmlFiles, servedFiles } from "../../src/gatsby/post-build";
import { readSiteSettings } from "../../src/gatsby/site-settings";
import { localeOfPath } from "../../src/lib/locales";
import { localizedRoutes, routes } from "../../src/lib/routes";
import { readContent } from "../../e2e/content";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const { site, services, contactPage } = readContent(root);
const page = (route: string) => {
  const file = resolveFile(publicDir, route);
  if (!file) throw new Error(`no page at ${route}`);
  return new DOMParser().parseFromString(fs.readFileSync(file, "utf8"), "text/html");
};
const brief = page(routes.brief);
const form = brief.querySelector<HTMLFormElement>(`form[name="${BRIEF_FORM}"]`)!;
const field = (name: string) => form.querySelector(`[name="${name}"]`);

describe("the brief's form, as Netlify's deploy finds it in the HTML", () => {
  test("carries Netlify's markers: data-netlify, its name, the hidden form-name and a honeypot field", () => {
    expect(form).not.toBeNull();
    expect(form.getAttribute("data-netlify")).toBe("true");
    expect(form.querySelector('input[type="hidden"][name="form-name"]')?.getAttribute("value")).toBe(BRIEF_FORM);
    expect(form.getAttribute("netlify-honeypot")).toBe(FIELD.honeypot);
    const trap = field(FIELD.honeypot)!;
    expect(trap.closest("[hidden]")).not.toBeNull();
    expect(trap.getAttribute("tabindex")).toBe("-1");
  });

  test("lets the sender choose no part of the studio's notification: no subject field Netlify would read", () => {
    // Netlify takes the notification's subject from a field named `subject`: the studio's own setting decides it.
    expect(field("subject")).toBeNull();
  });

  test("posts natively to the thank-you page", () => {
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe(routes.briefSent);
    expect(resolveFile(publicDir, routes.briefSent)).not.toBeNull();
  });

  test("is the one form the local server's Netlify Forms detects, with every field the page has", () => {
    const detected = detectForms(publicDir);
    expect([...detected.keys()]).toEqual([BRIEF_FORM]);
    const names = [...form.querySelectorAll("[name]")].map((element) => element.getAttribute("name")).filter((name) => name !== "form-name");
    expect(detected.get(BRIEF_FORM)?.fields).toEqual([...new Set(names)]);
  });

  test("is checked by the browser itself without scripts: required, type=email, the message's length", () => {
    for (const name of [FIELD.name, FIELD.email, FIELD.message]) expect(field(name)?.hasAttribute("required")).toBe(true);
    for (const name of [FIELD.company, FIELD.budget, FIELD.timeframe]) expect(field(name)?.hasAttribute("required")).toBe(false);
    expect(field(FIELD.email)?.getAttribute("type")).toBe("email");
    expect(field(FIELD.message)?.getAttribute("minlength")).toBe(String(MESSAGE_LENGTH.min));
    expect(field(FIELD.message)?.getAttribute("maxlength")).toBe(String(MESSAGE_LENGTH.max));
    // Nothing is ticked for the visitor.
    expect(form.querySelectorAll("input[checked]")).toHaveLength(0);
  });

  test("offers the services of services.yaml, several at once, and the ranges of contatti.yaml, none chosen", () => {
    const offered = [...form.querySelectorAll<HTMLInputElement>(`input[type="checkbox"][name="${FIELD.services}"]`)].map((box) => box.value);
    expect(offered).toEqual(services.items.map((service) => service.title));
    const options = (name: string) => [...field(name)!.querySelectorAll("option")].map((option) => option.getAttribute("value"));
    expect(options(FIELD.budget)).toEqual(["", ...contactPage.form.budgets]);
    expect(options(FIELD.timeframe)).toEqual(["", ...contactPage.form.timeframes]);
  });

  test("every field has a label", () => {
    for (const element of form.querySelectorAll("input:not([type=hidden]), select, textarea")) {
      const id = element.getAttribute("id");
      const labelled = Boolean(element.closest("label")) || Boolean(id && form.querySelector(`label[for="${id}"]`));
      expect({ field: element.getAttribute("name"), labelled }).toEqual({ field: element.getAttribute("name"), labelled: true });
    }
  });

  test("has a short privacy notice (art. 13 GDPR) that names the studio and links its privacy policy", () => {
    const notice = [...form.querySelectorAll("p")].find((p) => p.querySelector(`a[href="${site.legal.privacyPolicyUrl}"]`));
    expect(notice?.textContent).toContain(site.company.legalName);
    expect(notice?.textContent).toContain(site.email);
  });
});

describe("the thank-you page", () => {
  const thanks = page(routes.briefSent);

  test("says the brief arrived, and is kept out of search engines", () => {
    expect(thanks.querySelector("h1")?.textContent).toBe(contactPage.sent.title);
    expect(thanks.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
  });

  test("is not in the sitemap; the brief's page is", () => {
    const { siteUrl } = readSiteSettings(path.join(root, "content"));
    const read = (file: string) => new DOMParser().parseFromString(fs.readFileSync(path.join(publicDir, file), "utf8"), "application/xml");
    const sitemaps = [...read("sitemap-index.xml").getElementsByTagName("loc")].map((loc) => loc.textContent!.slice(siteUrl.length + 1));
    const listed = sitemaps.flatMap((file) => [...read(file).getElementsByTagName("loc")].map((loc) => loc.textContent!.slice(siteUrl.length)));
    expect(listed).toContain(routes.brief);
    expect(listed).not.toContain(routes.briefSent);
  });
});

test.each([routes.brief, routes.briefSent])("the policy of %s lets forms post to the site itself and nowhere else", async (route) => {
  const csp = headersFor(await readHeaderRules(publicDir), route)["content-security-policy"];
  const formAction = csp
    .split(";")
    .map((directive: string) => directive.trim().split(/\s+/))
    .find(([name]: string[]) => name === "form-action");
  expect(formAction).toEqual(["form-action", "'self'"]);
});

describe("the ways to the brief", () => {
  const served = [...servedFiles(htmlFiles(publicDir)).keys()].filter(
    (route) => !route.startsWith("/admin") && !route.startsWith(routes.notFound) && !route.startsWith(localizedRoutes.en.notFound),
  );
  // The brief of the page's own language.
  const linksToBrief = (root: Element | null, route = "/") =>
    root?.querySelectorAll(`a[href="${localizedRoutes[localeOfPath(route)].brief}"]`).length ?? 0;

  test.each(served)("%s links it from its footer and its mobile menu", (route) => {
    const html = page(route);
    expect(linksToBrief(html.querySelector("footer"), route)).toBe(1);
    expect(linksToBrief(html.getElementById("menu-mobile"), route)).toBe(1);
  });

  test("every work page, every post and the Studio page end with an invitation to it", () => {
    const ends = served.filter(
      (route) => route === routes.studio || /^\/works\/[^/]+$/.test(route) || /^\/journal\/(?!tag\/|pagina\/)[^/]+$/.test(route),
    );
    expect(ends.length).toBeGreaterThan(4);
    for (const route of ends) expect({ route, links: linksToBrief(page(route).querySelector("main")) }).toEqual({ route, links: 1 });
  });
});
