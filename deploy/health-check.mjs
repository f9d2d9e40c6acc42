// The image's health check, for whichever of its commands the container runs. Each process is
// asked on its own port: the object store (`cli.js object-store`) on OBJECT_STORE_PORT, the portal
// and the back office (`server.ts`) on PORT, the services on SERVER_PORT. The command is read from
// the container's first process (tini and its arguments), so a portal container never passes on a
// services port it happens to share with the host. Plain Node: the image carries no curl.
//   node /app/health-check.mjs [health|ready]      exit 0 when the process answers 2xx
import { readFileSync } from "node:fs";

const probe = process.argv[2] === "ready" ? "ready" : "health";
const env = process.env;

function containerCommand() {
  try {
    return readFileSync("/proc/1/cmdline", "utf8").split("\0").join(" ");
  } catch {
    return "";
  }
}

function probeAddress(command) {
  if (command.includes("object-store")) return `http://127.0.0.1:${env.OBJECT_STORE_PORT ?? 3002}/_store/${probe}`;
  if (command.includes("server.ts")) return `http://127.0.0.1:${env.PORT ?? 3000}/${probe}`;
  return `http://127.0.0.1:${env.SERVER_PORT ?? 3001}/${probe}`;
}

const address = probeAddress(containerCommand());
try {
  const answer = await fetch(address, { signal: AbortSignal.timeout(2500) });
  if (!answer.ok) {
    console.error(`${address} answered ${answer.status}`);
    process.exit(1);
  }
} catch (error) {
  console.error(`${address} did not answer: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
