import { formatResultValue, headlineResult, resultChange, resultScale, resultSentence, type WorkResult } from "./results";

const labels = {
  points: "punti percentuali",
  change: "{measure}: da {before} a {after}, {period} (fonte: {source}).",
  value: "{measure}: {after}, {period} (fonte: {source}).",
};
const result = (fields: Partial<WorkResult>): WorkResult => ({
  id: "r10",
  measure: "Prenotazioni fatte dal telefono",
  after: 64,
  unit: "percentuale",
  date: "2025-08-31",
  period: "agosto 2025",
  source: "analytics del cliente",
  confirmed: false,
  ...fields,
});

describe("formatResultValue", () => {
  test("groups thousands in Italian even with four digits, and writes the decimal comma", () => {
    expect(formatResultValue(1240, "numero")).toBe("1.240");
    expect(formatResultValue(1234.5, "numero")).toBe("1.234,5");
  });

  test("writes English the English way", () => {
    expect(formatResultValue(1234.5, "numero", "en")).toBe("1,234.5");
  });

  test("writes each unit as the language does, time in the language's own words", () => {
    expect(formatResultValue(64, "percentuale")).toBe("64%");
    expect(formatResultValue(1.4, "secondi")).toBe("1,4 secondi");
    expect(formatResultValue(1350, "millisecondi")).toBe("1.350 millisecondi");
    expect(formatResultValue(2, "giorni")).toBe("2 giorni");
  });

  test("writes time in English words, never Intl's British short forms (secs, mins, hrs)", () => {
    expect(formatResultValue(1.4, "secondi", "en")).toBe("1.4 seconds");
    expect(formatResultValue(90, "minuti", "en")).toBe("90 minutes");
    expect(formatResultValue(2, "ore", "en")).toBe("2 hours");
    expect(formatResultValue(0.5, "millisecondi", "en")).toBe("0.5 milliseconds");
  });

  test("gives euros their cents only where there are some", () => {
    expect(formatResultValue(18425.5, "euro")).toBe("18.425,50\u00a0€");
    expect(formatResultValue(28, "euro")).toBe("28\u00a0€");
  });
});

describe("resultChange", () => {
  test("is a difference of percentage points between percentages", () => {
    expect(resultChange(result({ before: 12 }), labels)).toBe("+52 punti percentuali");
    expect(resultChange(result({ before: 12 }), { points: "percentage points" }, "en")).toBe("+52 percentage points");
  });

  test("is a relative change in every other unit", () => {
    expect(resultChange(result({ before: 140, after: 35, unit: "numero" }), labels)).toBe("-75%");
    expect(resultChange(result({ before: 3, after: 11, unit: "numero" }), labels)).toBe("+266%");
  });

  test("is cut toward zero, so a fall to almost nothing never reads as nothing left", () => {
    expect(resultChange(result({ before: 1200, after: 0.5, unit: "millisecondi" }), labels)).toBe("-99%");
    expect(resultChange(result({ before: 1200, after: 0, unit: "millisecondi" }), labels)).toBe("-100%");
  });

  test("is none without a value before, or from zero", () => {
    expect(resultChange(result({}), labels)).toBeNull();
    expect(resultChange(result({ before: 0, unit: "numero" }), labels)).toBeNull();
  });
});

describe("resultSentence", () => {
  test("is one sentence with both values", () => {
    expect(resultSentence(result({ before: 12 }), labels)).toBe(
      "Prenotazioni fatte dal telefono: da 12% a 64%, agosto 2025 (fonte: analytics del cliente).",
    );
  });

  test("is one sentence with the value after alone", () => {
    expect(resultSentence(result({ after: 1240, unit: "numero" }), labels)).toBe(
      "Prenotazioni fatte dal telefono: 1.240, agosto 2025 (fonte: analytics del cliente).",
    );
  });
});

describe("resultScale", () => {
  test("draws both values as shares of the larger", () => {
    expect(resultScale(result({ before: 140, after: 35, unit: "numero" }))).toEqual({ before: 1, after: 0.25 });
    expect(resultScale(result({ before: 12, after: 64 }))).toEqual({ before: 12 / 64, after: 1 });
  });

  test("has no bar before without a value before, and no division by zero", () => {
    expect(resultScale(result({}))).toEqual({ before: null, after: 1 });
    expect(resultScale(result({ before: 0, after: 0 }))).toEqual({ before: 0, after: 0 });
  });
});

describe("headlineResult", () => {
  test("is the first result listed, or none", () => {
    const first = result({});
    expect(headlineResult([first, result({ id: "r11", measure: "Altro" })])).toBe(first);
    expect(headlineResult(null)).toBeNull();
    expect(headlineResult([])).toBeNull();
  });
});
