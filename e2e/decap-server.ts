import { spawn, type ChildProcess } from "node:child_process";
import { LOCAL_BACKEND_API } from "../src/cms/config";

/** The port the CMS's `local_backend` reaches. */
const DECAP_PORT = Number(new URL(LOCAL_BACKEND_API).port);

/** What decap-server prints once it listens, and what Node prints when another process holds the port. */
const LISTENING = /Decap CMS Proxy Server listening on/;
const PORT_TAKEN = /EADDRINUSE/;

/**
 * The CMS's local backend for a test, writing into `repo`. The CMS's tests in Chromium and the development server's
 * test run side by side (npm test's two lanes), and the CMS reaches one fixed port: the port is their lock. A server
 * that finds it taken exits; another starts once the holder stops, so each test talks to its own server only, and no
 * test stops a server another is using. Resolves once this server listens; rejects with its output if it fails
 * otherwise, or if the port stays taken past `timeoutMs`.
 */
export async function startDecapServer(repo: string, timeoutMs: number): Promise<ChildProcess> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const started = await attempt(repo);
    if (started.server) return started.server;
    if (!PORT_TAKEN.test(started.output)) throw new Error(`decap-server did not start:\n${started.output}`);
    if (Date.now() > deadline) throw new Error(`port ${DECAP_PORT} stayed taken for ${timeoutMs / 1000} s:\n${started.output}`);
    // The holder stops when its tests end; a failed start costs no more than this pause.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function attempt(repo: string): Promise<{ server?: ChildProcess; output: string }> {
  const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, MODE: "fs", GIT_REPO_DIRECTORY: repo, BIND_HOST: "127.0.0.1", PORT: String(DECAP_PORT) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      if (LISTENING.test(output)) {
        // Its log from here on is the requests it answers: read and dropped, so a full pipe never blocks it.
        server.stdout.off("data", onData).resume();
        server.stderr.off("data", onData).resume();
        server.off("close", onClose);
        resolve({ server, output });
      }
    };
    // "close", not "exit": the output is whole once the pipes close.
    const onClose = () => resolve({ output });
    server.stdout.on("data", onData);
    server.stderr.on("data", onData);
    server.on("close", onClose);
  });
}

/** Stops the server and resolves once it has exited, so that the port is free for the next holder. */
export async function stopDecapServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill();
  await exited;
}
