import { readableUrl, truncateUrl } from "./url";

test.each([
  ["https://www.lidoprenota.it", "lidoprenota.it"],
  ["http://blessbit.it/", "blessbit.it"],
  ["https://app.example.com/path?q=1", "app.example.com/path?q=1"],
])("%s reads as %s", (url, readable) => {
  expect(readableUrl(url)).toBe(readable);
});

test("splits the address after the first characters", () => {
  expect(truncateUrl("https://www.lidoprenota.it", 8)).toEqual({ shown: "lidopren", rest: "ota.it" });
  expect(truncateUrl("https://ab.it", 8)).toEqual({ shown: "ab.it", rest: "" });
});
