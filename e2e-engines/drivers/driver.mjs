/**
 * What every engine's driver shares: the behaviours' driver (e2e/behaviours/driver.ts, also Chromium's through
 * Playwright), of which each adapter here supplies the primitives (navigate, evaluate, mouseMove/Down/Up, press, type,
 * capture, cookies, deleteCookies, nativeErrors), and a free port for the servers and WebDriver processes.
 */
import net from "node:net";
import "../typescript.mjs";

/** @type {{ Driver: any }} */
const shared = await import(new URL("../../e2e/behaviours/driver.ts", import.meta.url).href);
export const { Driver } = shared;

/** A port nothing listens on now (the engines' servers and WebDriver processes). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
