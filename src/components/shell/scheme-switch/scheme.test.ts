import { SCHEME_ATTRIBUTE } from "../../../styles/scheme-styles";
import { schemes } from "../../../styles/tokens";
import { applyScheme, SCHEME_KEY, schemeScript, showScheme, storedScheme, THEME_COLOR_METAS } from "./scheme";

const root = document.documentElement;
const metas = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute(SCHEME_ATTRIBUTE);
  document.head.innerHTML = THEME_COLOR_METAS.map(({ color, media }) => `<meta name="theme-color" content="${color}" media="${media}">`).join("");
});

// The inline script, run as the page runs it.
const runScript = () => new Function(schemeScript())();

test("the script applies a stored choice to the root, before the first paint; hydrated, the browser's bar follows", () => {
  localStorage.setItem(SCHEME_KEY, "dark");
  runScript();
  expect(root.getAttribute(SCHEME_ATTRIBUTE)).toBe("dark");
  showScheme(storedScheme());
  expect(metas().map((meta) => meta.content)).toEqual([schemes.dark.paper, schemes.dark.paper]);
});

test("with nothing stored, or something else, the system's scheme applies", () => {
  runScript();
  expect(root.hasAttribute(SCHEME_ATTRIBUTE)).toBe(false);
  localStorage.setItem(SCHEME_KEY, "purple");
  runScript();
  expect(root.hasAttribute(SCHEME_ATTRIBUTE)).toBe(false);
  expect(metas().map((meta) => meta.content)).toEqual([schemes.light.paper, schemes.dark.paper]);
});

test("storage refused: the script throws nothing and the system's scheme applies", () => {
  const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new Error("SecurityError");
  });
  expect(runScript).not.toThrow();
  expect(root.hasAttribute(SCHEME_ATTRIBUTE)).toBe(false);
  expect(storedScheme()).toBe("system");
  getItem.mockRestore();
});

test("a choice is kept on the device; the system's leaves nothing stored", () => {
  applyScheme("light");
  expect(localStorage.getItem(SCHEME_KEY)).toBe("light");
  expect(root.getAttribute(SCHEME_ATTRIBUTE)).toBe("light");
  expect(storedScheme()).toBe("light");
  applyScheme("system");
  expect(localStorage.length).toBe(0);
  expect(root.hasAttribute(SCHEME_ATTRIBUTE)).toBe(false);
  expect(metas().map((meta) => meta.content)).toEqual([schemes.light.paper, schemes.dark.paper]);
});
