// Serves the production build in public/ like the real host: `npm run serve [-- --port 9000]`.
import fs from "node:fs";
import { createStaticServer, listen } from "./static-server.mjs";

const portFlag = process.argv.indexOf("--port");
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 9000));

if (!fs.existsSync("public/index.html")) {
  console.error("No build in public/: run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}
const server = await createStaticServer({ root: "public" });
await listen(server, port);
console.log(`Sito pronto su http://localhost:${port}/  (Ctrl+C per fermare)`);
