import { transitionTarget, type AnchorLike, type ClickLike } from "./internal-link";

const click = (overrides: Partial<ClickLike> = {}): ClickLike => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
  ...overrides,
});
const anchor = (href: string, target = "", attributes: string[] = []): AnchorLike => ({
  href,
  target,
  hasAttribute: (name) => attributes.includes(name),
});
const origin = "http://localhost:9000";

test("a plain click on a same-site link transitions", () => {
  expect(transitionTarget(click(), anchor("/works"), origin)).toBe("/works");
  expect(transitionTarget(click(), anchor("http://localhost:9000/studio?x=1#a"), origin)).toBe("/studio?x=1#a");
});

test.each([
  ["another site", click(), anchor("https://example.com/")],
  ["a new tab", click(), anchor("/works", "_blank")],
  ["a download", click(), anchor("/cv.pdf", "", ["download"])],
  ["a PDF", click(), anchor("/static/cv.pdf")],
  ["the feed", click(), anchor("/rss.xml")],
  ["ctrl-click", click({ ctrlKey: true }), anchor("/works")],
  ["middle click", click({ button: 1 }), anchor("/works")],
  ["an already handled click", click({ defaultPrevented: true }), anchor("/works")],
  ["mailto", click(), anchor("mailto:ciao@example.com")],
  ["an opted-out link", click(), anchor("/works", "", ["data-no-transition"])],
])("leaves %s to the browser", (_label, event, link) => {
  expect(transitionTarget(event, link, origin)).toBeNull();
});
