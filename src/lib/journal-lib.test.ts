import { formatDate } from "./format-date";
import { readingMinutes } from "./reading-time";
import { entrySlug, tagLabel } from "./slug";

describe("formatDate", () => {
  test("writes a calendar date the Italian way, month in words", () => {
    expect(formatDate("2026-02-17")).toBe("17 febbraio 2026");
    expect(formatDate("2026-09-01")).toBe("1 settembre 2026");
  });

  test("keeps the day of a midnight-UTC timestamp, whatever the time zone", () => {
    expect(formatDate("2026-12-31T00:00:00.000Z")).toBe("31 dicembre 2026");
  });

  test("refuses what is not a date", () => {
    expect(() => formatDate("ieri")).toThrow(/not a YYYY-MM-DD date/);
  });
});

describe("slugs", () => {
  test("a journal folder loses its date, a works folder its number", () => {
    expect(entrySlug("2026-02-17-come-abbiamo-costruito-lidoprenota")).toBe("come-abbiamo-costruito-lidoprenota");
    expect(entrySlug("01-lido-booking")).toBe("lido-booking");
  });

  test("a slug that does not start with a date or number is left alone", () => {
    expect(entrySlug("focaccia-2026")).toBe("focaccia-2026");
  });

  test("tags read with spaces where their URL has dashes", () => {
    expect(tagLabel("casi-studio")).toBe("casi studio");
    expect(tagLabel("typescript")).toBe("typescript");
  });
});

describe("reading time", () => {
  test("counts the code inside fences but not the fence markers", () => {
    const words = Array(390).fill("parola").join(" ");
    expect(readingMinutes(`${words}\n\n\`\`\`ts\nconst a = 1;\n\`\`\`\n`)).toBe(2);
  });

  test("rounds to the nearest minute", () => {
    expect(readingMinutes(Array(299).fill("parola").join(" "))).toBe(1);
    expect(readingMinutes(Array(301).fill("parola").join(" "))).toBe(2);
  });
});
