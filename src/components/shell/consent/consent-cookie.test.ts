import { clearConsent, readConsent, CONSENT_ASKED_ATTRIBUTE, consentAskScript } from "./consent-cookie";

test("reads the stored choice", () => {
  expect(readConsent("a=1; cookieconsent_status=accepted")).toBe("accepted");
  expect(readConsent("cookieconsent_status=denied")).toBe("denied");
  expect(readConsent("cookieconsent_status-legacy=accepted")).toBeNull();
  expect(readConsent("")).toBeNull();
});

test("clearing expires the cookie and its -legacy twin", () => {
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
  expect(written.some((line) => line.startsWith("cookieconsent_status=;") && line.includes("1970"))).toBe(true);
  expect(written.some((line) => line.startsWith("cookieconsent_status-legacy=;") && line.includes("1970"))).toBe(true);
});

test("the head script marks <html> as asking exactly when readConsent finds no stored choice", () => {
  const cookies = [
    "a=1; cookieconsent_status=accepted",
    "cookieconsent_status=denied",
    "cookieconsent_status-legacy=accepted",
    "x=cookieconsent_status=accepted",
    "cookieconsent_status=maybe",
    "",
  ];
  for (const cookie of cookies) {
    const marked: string[] = [];
    const doc = { cookie, documentElement: { setAttribute: (name: string) => marked.push(name) } };
    new Function("document", consentAskScript)(doc);
    expect({ cookie, marked: marked.length > 0 }).toEqual({ cookie, marked: readConsent(cookie) === null });
    if (marked.length) expect(marked).toEqual([CONSENT_ASKED_ATTRIBUTE]);
  }
});
