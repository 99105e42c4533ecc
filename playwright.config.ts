import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions, e2ePort as PORT, formSubmissionsFile } from "./e2e/chromium";

export default defineConfig({
  testDir: "./e2e",
  // Every page on a phone, for the copies of the site with other content (scripts/content-variant-test.mjs); on the
  // launch content each page's own spec covers it. The hostile post is the copy's only.
  testIgnore: process.env.CONTENT_VARIANT ? [] : ["every-page.spec.ts", "hostile-post.spec.ts"],
  outputDir: "./.test-output/playwright",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"], ["json", { outputFile: ".test-output/playwright.json" }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromiumLaunchOptions,
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "desktop",
      use: { viewport: { width: 1280, height: 800 } },
      // A test tagged @phone checks what only a narrow screen can get wrong (a post's overflow, autoplay
      // that exists only below 1280 px), with nothing on a wide screen that other tests do not cover.
      grepInvert: /@phone/,
    },
    {
      name: "mobile",
      use: { viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true },
      // A test tagged @any-screen checks what a phone does no differently (content, markup, keyboard,
      // cookies, head): the desktop run covers it. Layout, touch, overflow and accessibility run here too.
      grepInvert: /@any-screen/,
    },
  ],
  webServer: {
    command: `NETLIFY_FORMS_FILE=${formSubmissionsFile} node scripts/serve.mjs --port ${PORT}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
