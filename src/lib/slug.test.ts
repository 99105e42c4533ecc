import { entrySlug } from "./slug";

describe("slugs", () => {
  test("a journal folder loses its date, a works folder its number", () => {
    expect(entrySlug("2026-02-17-come-abbiamo-costruito-lidoprenota")).toBe("come-abbiamo-costruito-lidoprenota");
    expect(entrySlug("01-lido-booking")).toBe("lido-booking");
  });

  test("a slug that does not start with a date or number is left alone", () => {
    expect(entrySlug("focaccia-2026")).toBe("focaccia-2026");
  });
});
