/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { launchCheck } from "../scripts/placeholders.mjs";

let root: string;
let content: string;

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
  fs.writeFileSync(path.join(content, file), text);
};

/** Runs the script as `npm run launch-check` does, on the fixture; returns its exit code and output. */
function run(): { code: number; output: string } {
  try {
    return { code: 0, output: execFileSync(process.execPath, [path.resolve("scripts/launch-check.mjs"), content], { cwd: root, encoding: "utf8" }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string };
    return { code: failed.status, output: failed.stdout };
  }
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "launch-check-"));
  content = path.join(root, "content");
  // Each YAML file holds the Italian copy under `it:` and the English one under `en:` (src/content/locale-files.ts).
  write(
    "site.yaml",
    [
      "# I valori segnati «PLACEHOLDER» sono inventati.", // prose that names the marker is no marker
      "it:",
      "  name: Studio",
      "  email: ciao@studio.it # PLACEHOLDER: e-mail inventata",
      "  legal:",
      "    # PLACEHOLDER: ID fittizio,",
      "    # da sostituire",
      "    privacyPolicyUrl: https://www.iubenda.com/privacy-policy/00000000",
      "    cookiePolicyUrl: https://www.iubenda.com/privacy-policy/00000000/cookie-policy",
      "  hash: '#PLACEHOLDER is text in quotes here, after no space'",
      "en:",
      "  reviewed: true",
      "  name: Studio",
      "",
    ].join("\n"),
  );
  // A file-wide note ends with its sentence: the comment after it is no part of it.
  write(
    "team.yaml",
    "# PLACEHOLDER: persone inventate.\n# Il testo italiano è sotto `it`.\nit:\n  title: Team\nen:\n  reviewed: true\n  title: Team\n",
  );
  write("works/01-a/index.it.md", "---\ntitle: A\nurl: https://www.a.it # PLACEHOLDER\n---\nNel testo # PLACEHOLDER è un titolo, non un commento.\n");
  write(
    "works/02-b/index.it.md",
    [
      "---",
      "title: B",
      "results:",
      "  - measure: Prenotazioni dal telefono",
      "    after: 64",
      "    confirmed: false",
      "  - measure: Chiamate a settimana",
      "    after: 35",
      "    confirmed: true",
      "---",
      "confirmed: false nel testo non è un risultato.",
      "",
    ].join("\n"),
  );
  write("works/01-a/notes.txt", "PLACEHOLDER # PLACEHOLDER in a file that is not content\n");
  // Translated and approved: nothing to list (src/content/locale-files.ts names each language's file).
  write("works/01-a/index.en.md", "---\nreviewed: true\ntitle: A\n---\nText.\n");
  write("works/02-b/index.en.md", "---\nreviewed: true\ntitle: B\n---\nText.\n");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

test("lists each invented fact and each invented policy URL with its file and line", () => {
  expect(launchCheck(content, root)).toEqual([
    { file: "content/site.yaml", line: 4, what: "email: ciao@studio.it", note: "e-mail inventata" },
    {
      file: "content/site.yaml",
      line: 6,
      what: "privacyPolicyUrl: https://www.iubenda.com/privacy-policy/00000000",
      note: "ID fittizio, da sostituire",
    },
    {
      file: "content/site.yaml",
      line: 8,
      what: "privacyPolicyUrl: https://www.iubenda.com/privacy-policy/00000000",
      note: "policy URL with the invented id 00000000",
    },
    {
      file: "content/site.yaml",
      line: 9,
      what: "cookiePolicyUrl: https://www.iubenda.com/privacy-policy/00000000/cookie-policy",
      note: "policy URL with the invented id 00000000",
    },
    { file: "content/team.yaml", line: 1, what: "(this file)", note: "persone inventate." },
    { file: "content/works/01-a/index.it.md", line: 3, what: "url: https://www.a.it", note: "" },
    {
      file: "content/works/02-b/index.it.md",
      line: 6,
      what: "measure: Prenotazioni dal telefono",
      note: "a result the client has not confirmed: set confirmed to true once they have",
    },
  ]);
});

test("exits non-zero while anything is left, and zero once the real facts are in", () => {
  const before = run();
  expect(before.code).toBe(1);
  expect(before.output).toContain("content/site.yaml:8  privacyPolicyUrl: https://www.iubenda.com/privacy-policy/00000000");
  expect(before.output).toMatch(/launch-check: 7 left/);

  write(
    "site.yaml",
    "it:\n  name: Studio\n  email: info@studio.it\n  legal:\n    privacyPolicyUrl: https://www.iubenda.com/privacy-policy/48213977\nen:\n  reviewed: true\n  name: Studio\n",
  );
  write("team.yaml", "it:\n  title: Team\nen:\n  reviewed: true\n  title: Team\n");
  write("works/01-a/index.it.md", "---\ntitle: A\nurl: https://www.a.it\n---\nTesto.\n");
  write("works/02-b/index.it.md", "---\ntitle: B\nresults:\n  - measure: Prenotazioni dal telefono\n    confirmed: true\n---\n");
  expect(run()).toEqual({ code: 0, output: "launch-check: no placeholder left in content/.\n" });
});

test("lists a translation no fluent reader has approved, and a work or post with no English file", () => {
  write(
    "works/01-a/index.en.md",
    "---\n# Set to true once a fluent English reader has approved this translation.\nreviewed: false\ntitle: A\n---\nreviewed: false in the text is no mark.\n",
  );
  write(
    "team.yaml",
    [
      "it:",
      "  title: Team",
      "  reviewed: false", // the Italian copy is no translation (validation names the key as unknown)
      "en:",
      "  # Set to true once a fluent English reader has approved this translation.",
      "  reviewed: false",
      "  title: Team",
      "  intro: |-",
      "    reviewed: false", // a line of a text is no mark
      "",
    ].join("\n"),
  );
  fs.rmSync(path.join(content, "works/02-b/index.en.md"));
  // A post saved in the CMS in Italian only: Decap writes an English file of its shared fields, no English version.
  write("journal/2026-01-05-c/index.it.md", "---\ntitle: C\ndate: 2026-01-05\n---\nTesto.\n");
  write("journal/2026-01-05-c/index.en.md", "---\ndate: 2026-01-05\ntags: []\n---\n");
  const translations = launchCheck(content, root).filter((finding) => /translation|translated/.test(finding.note));
  expect(translations).toEqual([
    {
      file: "content/team.yaml",
      line: 6,
      what: "(the English copy)",
      note: "a translation no fluent reader has approved yet: set reviewed to true once one has",
    },
    {
      file: "content/works/01-a/index.en.md",
      line: 3,
      what: "(this file)",
      note: "a translation no fluent reader has approved yet: set reviewed to true once one has",
    },
    {
      file: "content/works/02-b/index.it.md",
      line: 1,
      what: "(this entry)",
      note: "not translated: the English edition has no page of it (fill its English side in the CMS, or write index.en.md beside it)",
    },
    {
      file: "content/journal/2026-01-05-c/index.it.md",
      line: 1,
      what: "(this entry)",
      note: "not translated: the English edition has no page of it (fill its English side in the CMS, or write index.en.md beside it)",
    },
  ]);
});

describe("the accessibility statement", () => {
  // The date is the Italian copy's (the English one shares it, whatever it says): an older one in `en:` is not read.
  const statement = (date: string) =>
    write(
      "pages/accessibilita.yaml",
      `it:\n  title: Dichiarazione\n  assessment:\n    title: Redazione\n    date: ${date}\nen:\n  reviewed: true\n  title: Statement\n  assessment:\n    title: Assessment\n    date: 2019-06-30\n`,
    );

  test("is listed, with its date's line, once its assessment is more than twelve months old", () => {
    statement("2026-11-26");
    const due = (today: string) => launchCheck(content, root, today).filter((finding) => finding.file === "content/pages/accessibilita.yaml");
    expect(due("2027-11-26")).toEqual([]);
    expect(due("2027-11-27")).toEqual([
      {
        file: "content/pages/accessibilita.yaml",
        line: 5,
        what: "date: 2026-11-26",
        note: "the accessibility statement's assessment is over twelve months old (due 2027-11-26): assess the site again and update the date",
      },
    ]);
  });

  test("keeps the check failing until the date is renewed", () => {
    write("site.yaml", "it:\n  name: Studio\nen:\n  reviewed: true\n  name: Studio\n");
    write("team.yaml", "it:\n  title: Team\nen:\n  reviewed: true\n  title: Team\n");
    write("works/01-a/index.it.md", "---\ntitle: A\n---\nTesto.\n");
    fs.rmSync(path.join(content, "works/02-b"), { recursive: true });
    statement("2020-01-15");
    expect(run()).toMatchObject({ code: 1, output: expect.stringContaining("content/pages/accessibilita.yaml:5  date: 2020-01-15") });
    statement(new Date().toISOString().slice(0, 10));
    expect(run().code).toBe(0);
  });
});
