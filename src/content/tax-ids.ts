/**
 * Italian tax identifiers and their check characters, which no regular expression can verify:
 * the build's validation and the CMS's widget both call these.
 */

/** The check digit of an 11-digit number (Partita IVA, and the codice fiscale of a company): a Luhn-like sum. */
function elevenDigitsValid(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = Number(value[i]);
    // Digits in even places (2nd, 4th, …) are doubled, less 9 when the double has two digits.
    sum += i % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

/** A Partita IVA: 11 digits, the last one the check digit of the first ten. */
export function isPartitaIva(value: string): boolean {
  return elevenDigitsValid(value);
}

// A person's codice fiscale: 16 characters; digits may be swapped for letters (omocodia, LMNPQRSTUV for 0-9).
const PERSON_CODE = /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-EHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;
// Values of each character in odd places (1st, 3rd, …), digits 0-9 and letters A-Z alike (a digit counts as the letter of its place).
const ODD_VALUES = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

function personCodeValid(value: string): boolean {
  if (!PERSON_CODE.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i += 1) {
    const char = value[i];
    const index = /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 65;
    sum += i % 2 === 0 ? ODD_VALUES[index] : index;
  }
  return String.fromCharCode(65 + (sum % 26)) === value[15];
}

/** A codice fiscale: a company's 11 digits (checked as a Partita IVA) or a person's 16 characters with their check letter. */
export function isCodiceFiscale(value: string): boolean {
  return value.length === 11 ? elevenDigitsValid(value) : personCodeValid(value);
}
