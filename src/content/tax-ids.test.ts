import { isCodiceFiscale, isPartitaIva } from "./tax-ids";

test("a Partita IVA holds when its last digit is the check digit of the other ten", () => {
  for (const valid of ["12345678903", "01234567897", "00000000000"]) expect({ valid, ok: isPartitaIva(valid) }).toEqual({ valid, ok: true });
  // Each one digit off the valid numbers above, or not 11 digits.
  for (const wrong of ["12345678904", "01234567890", "10234567897", "1234567890", "IT12345678903", "123456789031"]) {
    expect({ wrong, ok: isPartitaIva(wrong) }).toEqual({ wrong, ok: false });
  }
});

test("every single-digit change of a valid Partita IVA is caught", () => {
  const valid = "12345678903";
  for (let place = 0; place < 11; place += 1) {
    for (let digit = 0; digit < 10; digit += 1) {
      const changed = valid.slice(0, place) + digit + valid.slice(place + 1);
      if (changed !== valid) expect({ changed, ok: isPartitaIva(changed) }).toEqual({ changed, ok: false });
    }
  }
});

test("a codice fiscale is a company's 11 digits or a person's 16 characters with their check letter", () => {
  expect(isCodiceFiscale("12345678903")).toBe(true);
  expect(isCodiceFiscale("12345678904")).toBe(false);
  expect(isCodiceFiscale("RSSMRA85T10A562S")).toBe(true);
  expect(isCodiceFiscale("RSSMRA85T10A562T")).toBe(false);
  // Omocodia: digits replaced by letters (5 → R, 2 → N); the check letter is computed on the code as written.
  expect(isCodiceFiscale("RSSMRA85T10A56NH")).toBe(true);
  expect(isCodiceFiscale("rssmra85t10a562s")).toBe(false);
  expect(isCodiceFiscale("RSSMRA85T10A562")).toBe(false);
});
