import { readingMinutes } from "./reading-time";

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
