// `npm run cms`: edit content offline. Starts decap-server (the CMS's local backend,
// bound to 127.0.0.1 only) beside `gatsby develop`; open http://localhost:8000/admin/.
// Arguments go to `gatsby develop` (`npm run cms -- --port 8001` when 8000 is taken).
import { spawn } from "node:child_process";

const env = { ...process.env, BIND_HOST: "127.0.0.1", PORT: "8081", GATSBY_TELEMETRY_DISABLED: "1" };
const children = [
  spawn("npx", ["decap-server"], { stdio: "inherit", env }),
  spawn("npx", ["gatsby", "develop", ...process.argv.slice(2)], { stdio: "inherit", env: { ...env, PORT: "8000" } }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) => child.on("exit", stop));
