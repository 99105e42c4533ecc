import { clearConsent, readConsent, writeConsentRecord, CONSENT_ASKED_ATTRIBUTE, CONSENT_DAYS, consentAskScript } from "./consent-cookie";

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
    const marked: string[] = [];
    const doc = { cookie, documentElement: { setAttribute: (name: string) => marked.push(name) } };
    new Function("document", consentAskScript(VERSION))(doc);
    expect({ cookie, marked: marked.length > 0 }).toEqual({ cookie, marked: readConsent(cookie, VERSION) === null });
    if (marked.length) expect(marked).toEqual([CONSENT_ASKED_ATTRIBUTE]);
  }
});

test("a version that is not hexadecimal cannot reach the script's regular expression", () => {
  expect(() => consentAskScript("a.b")).toThrow(/hexadecimal/);
});
