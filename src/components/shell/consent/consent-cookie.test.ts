import {
  clearConsent,
  readConsent,
  writeConsentRecord,
  CONSENT_ASKED_ATTRIBUTE,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_DAYS,
  CONSENT_LIVE_ATTRIBUTE,
  consentAskScript,
} from "./consent-cookie";

const VERSION = "3f9a2c1b";

test("reads the stored choice only when it was given for this version", () => {
  expect(readConsent(`a=1; cookieconsent_status=accepted; cookieconsent_record=${VERSION}.2026-11-26T10:00:00.000Z`, VERSION)).toBe("accepted");
  expect(readConsent(`cookieconsent_record=${VERSION}.2026-11-26T10:00:00.000Z; cookieconsent_status=denied`, VERSION)).toBe("denied");
  // An older version of the trackers' list, or no record at all (a choice stored before versions existed): no choice.
  expect(readConsent("cookieconsent_status=accepted; cookieconsent_record=0badc0de.2026-01-01T00:00:00.000Z", VERSION)).toBeNull();
  expect(readConsent("cookieconsent_status=accepted", VERSION)).toBeNull();
  expect(readConsent(`cookieconsent_status-legacy=accepted; cookieconsent_record=${VERSION}.x`, VERSION)).toBeNull();
  expect(readConsent("", VERSION)).toBeNull();
});

test("the record holds the version and the moment of the choice, for as long as the choice", () => {
  const written: string[] = [];
  const now = new Date("2026-11-26T10:15:00.000Z");
  writeConsentRecord(
    {
      set cookie(value: string) {
        written.push(value);
      },
      get cookie() {
        return "";
      },
    },
    VERSION,
    now,
  );
  expect(written).toHaveLength(1);
  const [pair, ...attributes] = written[0].split("; ");
  expect(pair).toBe(`cookieconsent_record=${VERSION}.2026-11-26T10:15:00.000Z`);
  expect(attributes).toEqual(expect.arrayContaining(["path=/", "SameSite=None", "Secure"]));
  const expires = new Date(attributes.find((a) => a.startsWith("expires="))!.slice(8));
  expect((expires.getTime() - now.getTime()) / 86_400_000).toBe(CONSENT_DAYS);
  expect(readConsent(`cookieconsent_status=denied; ${pair}`, VERSION)).toBe("denied");
});

test("clearing expires the cookie, its -legacy twin and the record", () => {
  const written: string[] = [];
  const doc = {
    set cookie(value: string) {
      written.push(value);
    },
    get cookie() {
      return "";
    },
  };
  clearConsent(doc);
  for (const name of ["cookieconsent_status", "cookieconsent_status-legacy", "cookieconsent_record"]) {
    expect(written.some((line) => line.startsWith(`${name}=;`) && line.includes("1970"))).toBe(true);
  }
});

test("the script marks <html> as asking exactly when readConsent finds no stored choice of this version", () => {
  const record = `cookieconsent_record=${VERSION}.2026-11-26T10:00:00.000Z`;
  const cookies = [
    `a=1; cookieconsent_status=accepted; ${record}`,
    `cookieconsent_status=denied; ${record}`,
    "cookieconsent_status=denied; cookieconsent_record=0badc0de.2026-11-26T10:00:00.000Z",
    "cookieconsent_status=accepted",
    `cookieconsent_status-legacy=accepted; ${record}`,
    `x=cookieconsent_status=accepted; ${record}`,
    `cookieconsent_status=maybe; ${record}`,
    record,
    "",
  ];
  for (const cookie of cookies) {
    const page = runAskScript(cookie);
    expect({ cookie, marked: page.attributes.size > 0 }).toEqual({ cookie, marked: readConsent(cookie, VERSION) === null });
    if (page.attributes.size) expect([...page.attributes]).toEqual([CONSENT_ASKED_ATTRIBUTE]);
    // A stored choice leaves nothing listening.
    expect(page.listening()).toBe(page.attributes.size > 0);
  }
});

/** Runs the script on a stand-in document: its cookie jar is a string, its <html> a set of attribute names. */
function runAskScript(cookie: string) {
  const attributes = new Set<string>();
  let listener: ((event: { target: EventTarget }) => void) | null = null;
  const doc = {
    get cookie() {
      return cookie;
    },
    set cookie(line: string) {
      const [pair] = line.split("; ");
      const name = pair.slice(0, pair.indexOf("="));
      cookie = [...cookie.split("; ").filter((old) => old && !old.startsWith(`${name}=`)), pair].join("; ");
    },
    documentElement: { setAttribute: (name: string) => attributes.add(name), removeAttribute: (name: string) => attributes.delete(name) },
    addEventListener: (type: string, handler: typeof listener, capture: boolean) => {
      expect({ type, capture }).toEqual({ type: "click", capture: true });
      listener = handler;
    },
    // As a browser does: a capturing listener is removed only as a capturing one.
    removeEventListener: (type: string, handler: typeof listener, capture: boolean) => {
      if (type === "click" && handler === listener && capture === true) listener = null;
    },
  };
  new Function("document", consentAskScript(VERSION))(doc);
  return { attributes, cookies: () => cookie, listening: () => listener !== null, tap: (target: EventTarget) => listener?.({ target }) };
}

/** The bar as the server renders it: Accetta, Rifiuta and the X, with the text around them. */
function serverBar() {
  document.body.innerHTML = `<div class="bar"><p>Testo <a href="/cookie">Cookie policy</a></p>
    <button ${CONSENT_CHOICE_ATTRIBUTE}="denied"><svg><path></path></svg></button>
    <button ${CONSENT_CHOICE_ATTRIBUTE}="accepted">Accetta</button><button ${CONSENT_CHOICE_ATTRIBUTE}="denied">Rifiuta</button></div>`;
  const bar = document.querySelector(".bar")!;
  const [close, accept, decline] = bar.querySelectorAll("button");
  return { bar, close, accept, decline, link: bar.querySelector("a")!, path: bar.querySelector("path")! };
}

test("a tap on the bar before hydration stores the choice as readConsent reads it, and hides the bar", () => {
  for (const [button, choice] of [
    ["accept", "accepted"],
    ["decline", "denied"],
    ["path", "denied"],
  ] as const) {
    const page = runAskScript("");
    page.tap(serverBar()[button]);
    expect({ button, choice: readConsent(page.cookies(), VERSION) }).toEqual({ button, choice });
    expect(page.attributes.has(CONSENT_ASKED_ATTRIBUTE)).toBe(false);
    expect(page.listening()).toBe(false);
  }
});

test("the early answer ignores taps elsewhere, and leaves a hydrated bar to its own handlers", () => {
  const page = runAskScript("");
  const bar = serverBar();
  page.tap(bar.link);
  page.tap(document.body);
  expect(page.attributes.has(CONSENT_ASKED_ATTRIBUTE)).toBe(true);
  bar.bar.setAttribute(CONSENT_LIVE_ATTRIBUTE, "");
  page.tap(bar.accept);
  expect(readConsent(page.cookies(), VERSION)).toBeNull();
  expect(page.attributes.has(CONSENT_ASKED_ATTRIBUTE)).toBe(true);
});

test("a version that is not hexadecimal cannot reach the script's regular expression", () => {
  expect(() => consentAskScript("a.b")).toThrow(/hexadecimal/);
});
