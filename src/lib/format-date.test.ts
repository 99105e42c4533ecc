import { formatDate } from "./format-date";

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
