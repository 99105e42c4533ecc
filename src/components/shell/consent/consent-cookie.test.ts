import { clearConsent, readConsent } from "./consent-cookie";

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
