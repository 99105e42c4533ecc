import fs from "node:fs";
import type { Page, Request } from "@playwright/test";
import { BRIEF_FORM, CHECKED_FIELDS, FIELD, MAILTO_MAX, MESSAGE_LENGTH } from "../src/components/contact/brief-form/brief";
import { routes } from "../src/lib/routes";
import { fill } from "../src/lib/text";
import { briefConfirmed, fillBrief as fillSharedBrief, openBrief as openSharedBrief } from "./behaviours/brief";
import { formSubmissionsFile } from "./chromium";
import { readContent } from "./content";
import { expect, gtagQueue, nextFrames, seriousViolations, siteErrors, test, waitForHydration } from "./fixtures";

/**
 * The project brief, sent through the served build's Netlify Forms (scripts/netlify-forms.mjs), which keeps what it
 * receives in a file: with scripts (checked in Italian, posted with fetch, confirmed in place) and without (checked
 * by the browser, posted natively to the thank-you page). Labels, messages, services and ranges come from content/.
 */
const { site, services, contactPage } = readContent();
const { form: copy, errors } = contactPage;
const [firstService, secondService] = services.items.map((service: { title: string }) => service.title);

/** A brief of this test's own: its marker finds it among the submissions of the tests running beside it. */
function briefOf(marker: string) {
  return {
    name: `Ada Lovelace ${marker}`,
    email: "ada@example.it",
    company: "Macchine Analitiche S.r.l.",
    message: `Un'app per prenotare le lezioni della scuola di vela, con i turni degli istruttori. ${marker}`,
  };
}
const markerOf = (testTitle: string) => `${testTitle.replace(/\W+/g, "-").slice(0, 40)}-${Date.now()}`;

/** The submission the server received with `marker` in its message, once it is there. */
async function received(marker: string) {
  let found: { form: string; fields: Record<string, string | string[]> } | undefined;
  await expect
    .poll(
      () => {
        const lines = fs.existsSync(formSubmissionsFile) ? fs.readFileSync(formSubmissionsFile, "utf8").split("\n").filter(Boolean) : [];
        found = lines.map((line) => JSON.parse(line)).find((submission) => String(submission.fields[FIELD.message] ?? "").includes(marker));
        return Boolean(found);
      },
      { message: `a submission with ${marker}` },
    )
    .toBe(true);
  return found!;
}
const submissionsWith = (marker: string) =>
  fs.existsSync(formSubmissionsFile)
    ? fs
        .readFileSync(formSubmissionsFile, "utf8")
        .split("\n")
        .filter((line) => line.includes(marker))
    : [];

const form = (page: Page) => page.getByRole("form", { name: copy.label });
const submit = (page: Page) => form(page).getByRole("button", { name: copy.submit });

async function openBrief(page: Page) {
  await page.goto(routes.brief);
  await waitForHydration(page);
  // The bar is answered first, as a visitor would: it would sit over the form's end on a phone.
  await page.getByRole("button", { name: site.cookieBar.decline, exact: true }).click();
  await expect(page.getByRole("region", { name: "Cookie" })).toBeHidden();
}

async function fillBrief(page: Page, brief: ReturnType<typeof briefOf>) {
  await form(page).locator(`[name="${FIELD.name}"]`).fill(brief.name);
  await form(page).locator(`[name="${FIELD.email}"]`).fill(brief.email);
  await form(page).locator(`[name="${FIELD.company}"]`).fill(brief.company);
  await form(page).getByRole("checkbox", { name: firstService }).check();
  await form(page).getByRole("checkbox", { name: secondService }).check();
  await form(page).locator(`[name="${FIELD.budget}"]`).selectOption(copy.budgets[1]);
  await form(page).locator(`[name="${FIELD.timeframe}"]`).selectOption(copy.timeframes[0]);
  await form(page).locator(`[name="${FIELD.message}"]`).fill(brief.message);
}

const isBriefPost = (request: Request) => request.method() === "POST";

test.describe("with scripts", () => {
  test("a brief reaches the studio once, posted as Netlify documents, and is confirmed in place", async ({ page, d, consoleErrors }, info) => {
    const marker = markerOf(info.title + info.project.name);
    const brief = { ...briefOf(marker), services: [firstService, secondService] };
    // Typed in and confirmed as in every engine (e2e/behaviours/brief.ts); the ranges (the engines' drivers choose no
    // <option>), the double click and the post held at the network's edge are this test's own.
    await openSharedBrief(d);
    await fillSharedBrief(d, brief);
    await form(page).locator(`[name="${FIELD.budget}"]`).selectOption(copy.budgets[1]);
    await form(page).locator(`[name="${FIELD.timeframe}"]`).selectOption(copy.timeframes[0]);
    const posts: Request[] = [];
    page.on("request", (request) => isBriefPost(request) && posts.push(request));
    // The post is held at the network's edge while the page is looked at: the button cannot send it again.
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        if (route.request().method() !== "POST") return route.fallback();
        await expect(submit(page).or(form(page).getByRole("button", { name: copy.sending }))).toBeDisabled();
        await expect(form(page)).toHaveAttribute("aria-busy", "true");
        return route.fallback();
      },
    );
    await submit(page).dblclick();
    const submission = await briefConfirmed(d, { file: formSubmissionsFile, marker, brief });
    await expect(page.getByRole("status").filter({ hasText: contactPage.sent.title })).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0].headers()["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(submission.fields).toMatchObject({ [FIELD.budget]: copy.budgets[1], [FIELD.timeframe]: copy.timeframes[0] });
    expect(siteErrors(consoleErrors)).toEqual([]);
  });

  test("wrong input is named in Italian under each field and the first one focused; nothing is sent", async ({ page }) => {
    await openBrief(page);
    const posts: Request[] = [];
    page.on("request", (request) => isBriefPost(request) && posts.push(request));
    await submit(page).click();
    const name = form(page).locator(`[name="${FIELD.name}"]`);
    const email = form(page).locator(`[name="${FIELD.email}"]`);
    const message = form(page).locator(`[name="${FIELD.message}"]`);
    await expect(name).toBeFocused();
    for (const [input, text] of [
      [name, errors.name],
      [email, errors.email],
      [message, errors.message],
    ] as const) {
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    }
    // The company, the services, the ranges are optional: no message for them.
    await expect(form(page).locator("[aria-invalid]")).toHaveCount(CHECKED_FIELDS.length);

    await name.fill("Ada");
    await expect(name).not.toHaveAttribute("aria-invalid");
    await email.fill("ada@esempio");
    const short = "Un'app.";
    await message.fill(short);
    await submit(page).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(errors.emailFormat);
    await expect(message).toHaveAccessibleDescription(
      new RegExp(fill(errors.tooShort, { min: MESSAGE_LENGTH.min, count: short.length }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    await nextFrames(page);
    expect(posts).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("the button tilts under a pointer's hover, and a tap on a touch screen leaves no hover behind", async ({ page }) => {
    await openBrief(page);
    const button = submit(page);
    /** The button's transform once its transitions have ended. */
    const settledTransform = () =>
      button.evaluate(async (element) => {
        await Promise.all(element.getAnimations().map((animation) => animation.finished));
        return getComputedStyle(element).transform;
      });
    if (await page.evaluate(() => matchMedia("(hover: hover)").matches)) {
      await button.hover();
      expect(await settledTransform()).not.toBe("none");
    } else {
      // A phone keeps :hover on what was tapped: a refused submit must not leave the button tilted and orange.
      await button.tap();
      await expect(form(page).locator(`[name="${FIELD.name}"]`)).toBeFocused();
      expect(await settledTransform()).toBe("none");
    }
  });

  for (const failure of [
    {
      what: "the network fails",
      // No network at all: the post is refused at the browser's edge.
      break: (page: Page) =>
        page.route(
          (url) => url.pathname === "/",
          (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback()),
        ),
    },
    {
      what: "the answer is not 2xx",
      // The served build's Netlify Forms answers 404 to a form it does not know.
      break: (page: Page) =>
        form(page)
          .locator('input[name="form-name"]')
          .evaluate((input: HTMLInputElement) => (input.value = "modulo-sconosciuto")),
    },
  ]) {
    // What the form does on a failure is the same at every width: checked once, on the desktop project.
    test(
      `when ${failure.what}, an Italian message says so, everything typed stays, and the brief can go by e-mail`,
      { tag: "@any-screen" },
      async ({ page }, info) => {
        const marker = markerOf(info.title + info.project.name);
        const brief = briefOf(marker);
        await openBrief(page);
        await fillBrief(page, brief);
        await failure.break(page);
        await submit(page).click();
        const alert = page.getByRole("alert");
        await expect(alert).toContainText(contactPage.failed.replace(/\s+/g, " ").trim());
        await expect(submit(page)).toBeEnabled();
        await expect(submit(page)).toBeFocused();
        await expect(form(page).locator(`[name="${FIELD.name}"]`)).toHaveValue(brief.name);
        await expect(form(page).locator(`[name="${FIELD.message}"]`)).toHaveValue(brief.message);
        await expect(form(page).getByRole("checkbox", { name: secondService })).toBeChecked();
        await expect(form(page).locator(`[name="${FIELD.budget}"]`)).toHaveValue(copy.budgets[1]);
        const mailto = new URL((await alert.getByRole("link", { name: contactPage.mailFallback }).getAttribute("href"))!);
        expect(mailto.protocol).toBe("mailto:");
        expect(decodeURIComponent(mailto.pathname)).toBe(site.email);
        const body = mailto.searchParams.get("body")!;
        for (const text of [brief.message, brief.name, brief.email, firstService, copy.budgets[1]]) expect(body).toContain(text);
        await expect(page.getByRole("button", { name: contactPage.copyBrief })).toBeVisible();
        expect(submissionsWith(marker)).toEqual([]);
      },
    );
  }

  test(
    "after a failure, the longest brief goes by an e-mail link every mail app opens whole, and the copy button copies all of it",
    { tag: "@any-screen" },
    async ({ page, context }, info) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const marker = markerOf(info.title + info.project.name);
      // The longest message the form takes, in accented words: about three times as long once encoded.
      const words = `${marker} perché già più `;
      const brief = {
        ...briefOf(marker),
        message: words
          .repeat(Math.ceil(MESSAGE_LENGTH.max / words.length))
          .slice(0, MESSAGE_LENGTH.max)
          .trim(),
      };
      await openBrief(page);
      await fillBrief(page, brief);
      await page.route(
        (url) => url.pathname === "/",
        (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.fallback()),
      );
      await submit(page).click();
      const href = (await page.getByRole("alert").getByRole("link", { name: contactPage.mailFallback }).getAttribute("href"))!;
      expect(href.length).toBeLessThanOrEqual(MAILTO_MAX);
      const body = new URL(href).searchParams.get("body")!;
      expect(body).toContain(brief.name);
      expect(body.endsWith(contactPage.mailFallbackCut)).toBe(true);

      const copyButton = page.getByRole("button", { name: contactPage.copyBrief });
      await copyButton.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: contactPage.copied })).toBeVisible();
      await expect(copyButton).toBeFocused();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      for (const text of [brief.message, brief.name, brief.email, firstService, copy.budgets[1]]) expect(copied).toContain(text);
    },
  );
});

/** The confirmation's heading, in the live region that replaces the form (the page's own title may read the same). */
const confirmation = (page: Page) => page.getByRole("status").getByRole("heading", { name: contactPage.sent.title });

test.describe("analytics", { tag: "@any-screen" }, () => {
  test("after Accetta a sent brief is a lead in GA4's queue; after Rifiuta nothing is queued", async ({ page }, info) => {
    test.skip(!process.env.GATSBY_GA_MEASUREMENT_ID, "the build under test has no measurement ID");
    await openBrief(page);
    await fillBrief(page, briefOf(markerOf(`${info.title}-declined`)));
    await submit(page).click();
    await expect(confirmation(page)).toBeFocused();
    expect(await page.evaluate(() => window.dataLayer)).toBeUndefined();

    await page.goto(routes.brief);
    await waitForHydration(page);
    await page.getByRole("button", { name: site.footer.cookiePreferencesLabel }).click();
    await page.getByRole("button", { name: site.cookieBar.accept }).click();
    await fillBrief(page, briefOf(markerOf(`${info.title}-accepted`)));
    await submit(page).click();
    await expect(confirmation(page)).toBeFocused();
    await expect.poll(() => gtagQueue(page, "event")).toContainEqual(["event", "generate_lead", { lead_source: BRIEF_FORM }]);
  });
});

test.describe("with scripts off", () => {
  test.use({ javaScriptEnabled: false });

  test("the browser checks the fields, and a brief posts natively to the thank-you page", async ({ page }, info) => {
    const marker = markerOf(info.title + info.project.name);
    const brief = briefOf(marker);
    await page.goto(routes.brief);
    // The browser's own check: an empty brief does not leave the page.
    await submit(page).click();
    expect(
      await form(page)
        .locator(`[name="${FIELD.name}"]`)
        .evaluate((input: HTMLInputElement) => input.validity.valid),
    ).toBe(false);
    expect(new URL(page.url()).pathname).toBe(routes.brief);
    await fillBrief(page, brief);
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit(page).click()]);
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).pathname).toBe(routes.briefSent);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.sent.title);
    const submission = await received(marker);
    expect(submission.fields[FIELD.services]).toEqual([firstService, secondService]);
  });
});

test.describe("the server answers as Netlify Forms", { tag: "@any-screen" }, () => {
  test("a filled honeypot is answered as a success and dropped; an unknown form gets 404; an unknown field is dropped", async ({ request }, info) => {
    const marker = markerOf(info.title);
    const fields = { "form-name": BRIEF_FORM, [FIELD.name]: "Bot", [FIELD.email]: "bot@example.it", [FIELD.message]: `Compra ora! ${marker}` };
    const spam = await request.post(routes.briefSent, { form: { ...fields, [FIELD.honeypot]: "https://spam.example" } });
    expect(spam.status()).toBe(200);
    const unknown = await request.post("/", { form: { ...fields, "form-name": "altro" } });
    expect(unknown.status()).toBe(404);
    // A known brief after them arrives: the two before did not. A field the built form lacks is not kept: a sender
    // cannot write the subject of the studio's notification.
    const real = await request.post("/", { form: { ...fields, [FIELD.honeypot]: "", subject: `Oggetto scelto da chi scrive ${marker}` } });
    expect(real.status()).toBe(200);
    expect((await received(marker)).fields).not.toHaveProperty("subject");
    expect(submissionsWith(marker)).toHaveLength(1);
  });
});
