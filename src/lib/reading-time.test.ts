import { readingMinutes, WORDS_PER_MINUTE } from "./reading-time";

const words = (count: number, word = "parola") => Array(count).fill(word).join(" ");

describe("reading time", () => {
  test("counts the code inside fences but not the fence markers, nor images and link targets; at least one minute", () => {
    expect(readingMinutes(`${words(390)}\n\n\`\`\`ts\nconst a = 1;\n\`\`\`\n`)).toBe(2);
    expect(readingMinutes("ciao")).toBe(1);
    expect(readingMinutes("![immagine](./a.jpg) [link](https://example.com/very/long)")).toBe(1);
  });

  test("rounds to the nearest minute at the language's own rate", () => {
    expect(readingMinutes(words(WORDS_PER_MINUTE.it * 1.5 - 1))).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE.it * 1.5 + 1))).toBe(2);
    expect(readingMinutes(words(WORDS_PER_MINUTE.en * 1.5 + 1, "word"), "en")).toBe(2);
  });

  test("an English reader reads more words a minute than an Italian one: the same count takes fewer minutes", () => {
    expect(WORDS_PER_MINUTE.en).toBeGreaterThan(WORDS_PER_MINUTE.it);
    expect(readingMinutes(words(700), "it")).toBe(4);
    expect(readingMinutes(words(700), "en")).toBe(3);
  });
});
