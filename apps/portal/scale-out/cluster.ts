import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { once } from "node:events";
import { chownSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A production-shaped deployment on this machine (issue "production", deploy/compose.yaml): a
 * throw-away Postgres cluster, one object store every instance uses, two services instances, two
 * portals and nginx round-robin in front of both kinds. Each process logs to a file in `dir`.
 */
export const portalDir = fileURLToPath(new URL("..", import.meta.url));
const serverDist = path.join(portalDir, "../server/dist");
const postgresBin = "/usr/lib/postgresql/15/bin";
const nginxBinary = "/usr/sbin/nginx";

/** Whether this machine has what the cluster needs (Debian's postgresql-15 and nginx). */
export function clusterPrerequisites(): string | null {
  if (!existsSync(path.join(postgresBin, "initdb"))) return `no PostgreSQL 15 binaries in ${postgresBin} (apt-get install postgresql-15)`;
  if (!existsSync(nginxBinary)) return "no nginx (apt-get install nginx; scripts/ensure-nginx.sh does it as root)";
  if (!existsSync(path.join(serverDist, "main.js"))) return "the services are not built (pnpm exec turbo run build)";
  return null;
}

/** The ports of one cluster, from a base: Postgres, store, services ×2, portals ×2, nginx front and services side. */
export function clusterPorts(base: number) {
  return {
    postgres: base,
    store: base + 1,
    services: [base + 2, base + 3] as const,
    portals: [base + 4, base + 5] as const,
    front: base + 6,
    servicesFront: base + 7,
    spare: base + 8,
    /** A second object store, the one a backup is restored into. */
    spareStore: base + 9,
    /** The back office's address in nginx (not started here) and nginx's listener for it. */
    operator: base + 10,
    operatorFront: base + 11,
    /** nginx's internal side to the services (the back office's API_ORIGIN, staff API included). */
    servicesInternal: base + 12,
  };
}
export type ClusterPorts = ReturnType<typeof clusterPorts>;

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Runs a PostgreSQL program as `postgres` when we are root (initdb refuses root). */
function postgresCommand(program: string, args: string[]): [string, string[]] {
  const binary = path.join(postgresBin, program);
  return asRoot ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
}

function run(program: string, args: string[], options: { input?: string } = {}): string {
  const [command, commandArgs] = postgresCommand(program, args);
  return execFileSync(command, commandArgs, { encoding: "utf8", input: options.input, stdio: ["pipe", "pipe", "pipe"] });
}

/** A process of the cluster with its log file. */
export interface Member {
  name: string;
  child: ChildProcess;
  log: string;
}

/** Waits until `url` answers 2xx; fails early when the process died. */
export async function waitUntilUp(url: string, member: Member | null, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (member && member.child.exitCode !== null) throw new Error(`${member.name} exited (${member.child.exitCode}); see ${member.log}:\n${tail(member.log)}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms${member ? `; see ${member.log}:\n${tail(member.log)}` : ""}`);
}

/** Waits until something answers on `url`, whatever its status (the object store answers 403 to an unsigned request). */
export async function waitUntilListening(url: string, member: Member, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (member.child.exitCode !== null) throw new Error(`${member.name} exited; see ${member.log}:\n${tail(member.log)}`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in ${timeoutMs} ms`);
}

/** The last lines of a log, for a failure message. */
export function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

function start(dir: string, name: string, command: string, args: string[], env: Record<string, string>, cwd: string): Member {
  const log = path.join(dir, `${name}.log`);
  const out = openSync(log, "a");
  const child = spawn(command, args, { cwd, env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env }, stdio: ["ignore", out, out] });
  return { name, child, log };
}

/** Stops a member: SIGTERM (drain) or SIGKILL (a crash), and waits for it to exit. */
export async function stop(member: Member, signal: "SIGTERM" | "SIGKILL" = "SIGTERM"): Promise<void> {
  if (member.child.exitCode !== null || member.child.signalCode !== null) return;
  const exited = once(member.child, "exit");
  member.child.kill(signal);
  await exited;
}

/** Secrets every instance shares. */
export const secrets = {
  token: "scale-out-token-secret-0123456789abcdefghijklmnop",
  store: "scale-out-object-store-secret-0123456789abcdef",
  contentStream: "scale-out-content-stream-secret-0123456789abcdef",
  sealing: "2026-11:scale-out-sealing-key-0123456789abcdefghijkl",
};

/** The Postgres cluster: initdb in `dir`, started on the port, database `cidp` created. */
export async function startPostgres(dir: string, port: number): Promise<{ url: (database?: string) => string; stop(): void; restart(): void }> {
  const data = path.join(dir, "pg");
  mkdirSync(data, { recursive: true });
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
    chownSync(data, uid, gid);
  }
  run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  run("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(data, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${data} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    "start",
  ]);
  run("psql", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-c", "CREATE DATABASE cidp"]);
  return {
    url: (database = "cidp") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
    },
    /** A restart as an operator or a fail-over makes it: every connection ended, the server back on the same port. */
    restart: () => {
      run("pg_ctl", ["-D", data, "-m", "fast", "-w", "-l", path.join(data, "server.log"), "restart"]);
    },
  };
}

/** Runs psql on the cluster and returns its output (for the backup and restore steps). */
export function psql(port: number, database: string, sql: string): string {
  return run("psql", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-d", database, "-At", "-c", sql]);
}

/** A new, empty database on the cluster (what a restore goes into). */
export function createDatabase(port: number, database: string): void {
  run("psql", ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "-c", `CREATE DATABASE ${database}`]);
}

/**
 * One of the deployment's backup scripts (deploy/backup.sh, deploy/restore.sh) on `folder`, with the
 * services' own settings, as an operator runs it; its output is returned (a failure throws with it).
 */
export function deployScript(script: "backup.sh" | "restore.sh", folder: string, settings: Record<string, string>): string {
  return execFileSync("bash", [path.join(portalDir, "../../deploy", script), folder], {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...settings },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** The one object store every instance uses (or, `folder` named, another one): the embedded store as its own process. */
export function startObjectStore(dir: string, port: number, folder = "store"): Member {
  return start(
    dir,
    `object-${folder}`,
    process.execPath,
    [path.join(serverDist, "cli.js"), "object-store"],
    { DATA_DIR: path.join(dir, folder), OBJECT_STORE_PORT: String(port), OBJECT_STORE_HOST: "127.0.0.1", OBJECT_STORE_SECRET_KEY: secrets.store },
    portalDir,
  );
}

/** One services instance on the shared database and store. */
export function startServices(
  dir: string,
  index: number,
  ports: ClusterPorts,
  databaseUrl: string,
  port = ports.services[index] as number,
  settings: Record<string, string> = {},
): Member {
  return start(
    dir,
    `services-${index + 1}-${port}`,
    process.execPath,
    [path.join(serverDist, "main.js")],
    {
      NODE_ENV: "test",
      DEMO_DATA: "1",
      DEV_HELPERS: "1",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: "8",
      TOKEN_SECRET: secrets.token,
      SEALING_KEYS: secrets.sealing,
      OBJECT_STORE_ENDPOINT: `http://127.0.0.1:${ports.store}`,
      OBJECT_STORE_PUBLIC_URL: `http://127.0.0.1:${ports.store}`,
      OBJECT_STORE_ACCESS_KEY: "cidp-local",
      OBJECT_STORE_SECRET_KEY: secrets.store,
      SERVER_PORT: String(port),
      DATA_DIR: path.join(dir, `services-${index + 1}`),
      PUBLIC_PORTAL_ORIGIN: `http://127.0.0.1:${ports.front}`,
      CHAT_ALLOWED_ORIGINS: "*",
      SHUTDOWN_DRAIN_MS: "1000",
      CONTENT_STREAM_SECRET: secrets.contentStream,
      LOG_LEVEL: "warn",
      ...settings,
    },
    portalDir,
  );
}

/** One portal instance, reaching the services through nginx's services side (`settings` added or replacing). */
export function startPortal(dir: string, index: number, ports: ClusterPorts, settings: Record<string, string> = {}): Member {
  return start(
    dir,
    `portal-${index + 1}`,
    process.execPath,
    ["--max-semi-space-size=64", "server.ts"],
    {
      NODE_ENV: "production",
      PORT: String(ports.portals[index]),
      HOST: "127.0.0.1",
      API_ORIGIN: `http://127.0.0.1:${ports.servicesFront}`,
      LOGIN_SITE_ORIGIN: `http://127.0.0.1:${ports.servicesFront}`,
      CONTENT_STREAM_SECRET: secrets.contentStream,
      // Browsers upload straight to the store (compose's setting): the portal's CSP admits its address.
      OBJECT_STORE_PUBLIC_URL: `http://127.0.0.1:${ports.store}`,
      ...settings,
    },
    portalDir,
  );
}

/** The back office (apps/operator), reaching the services through nginx's internal side, the staff API included. */
export function startBackOffice(dir: string, ports: ClusterPorts, settings: Record<string, string> = {}): Member {
  return start(
    dir,
    "back-office",
    process.execPath,
    ["server.ts"],
    { NODE_ENV: "production", PORT: String(ports.operator), HOST: "127.0.0.1", API_ORIGIN: `http://127.0.0.1:${ports.servicesInternal}`, ...settings },
    path.join(portalDir, "../operator"),
  );
}

/** Runs the services' CLI (`cli.js migrate`, `operator create`…) with `settings` as a deployment's operator does; its output, or a throw with it. */
export function serviceCommand(args: string[], settings: Record<string, string>): string {
  try {
    return execFileSync(process.execPath, [path.join(serverDist, "cli.js"), ...args], {
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...settings },
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    throw new Error(`cli.js ${args.join(" ")} failed:\n${failed.stdout ?? ""}${failed.stderr ?? ""}`);
  }
}

/** TLS in front, as a deployment ends it at the balancer: each public side also on its own https port. */
export interface FrontTls {
  certificate: string;
  key: string;
  /** The https ports of the portal, of the login site and services, and of the back office. */
  ports: { portal: number; services: number; operator: number };
}

/**
 * nginx round-robin in front of the portals and of the services, as deploy/nginx.conf has it, with
 * the ports of this machine and its temporary files in `dir`.
 */
export function startNginx(dir: string, ports: ClusterPorts, tls?: FrontTls): Member {
  const template = readFileSync(path.join(portalDir, "../../deploy/nginx.conf"), "utf8");
  const prefix = path.join(dir, "nginx");
  mkdirSync(prefix, { recursive: true });
  const config = template
    .replace("events {", `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log warn;\nevents {`)
    .replace(
      "http {",
      `http {\n  access_log off;${tls ? `\n  ssl_certificate ${tls.certificate};\n  ssl_certificate_key ${tls.key};` : ""}\n  client_body_temp_path ${prefix}/body;\n  proxy_temp_path ${prefix}/proxy;\n  fastcgi_temp_path ${prefix}/fastcgi;\n  uwsgi_temp_path ${prefix}/uwsgi;\n  scgi_temp_path ${prefix}/scgi;`,
    )
    .replace("server portal-1:3000", `server 127.0.0.1:${ports.portals[0]}`)
    .replace("server portal-2:3000", `server 127.0.0.1:${ports.portals[1]}`)
    .replace("server services-1:3001", `server 127.0.0.1:${ports.services[0]}`)
    .replace("server services-2:3001", `server 127.0.0.1:${ports.services[1]}`)
    .replace("listen 80;", `listen 127.0.0.1:${ports.front};${tls ? ` listen 127.0.0.1:${tls.ports.portal} ssl;` : ""}`)
    .replace("listen 8081;", `listen 127.0.0.1:${ports.servicesFront};${tls ? ` listen 127.0.0.1:${tls.ports.services} ssl;` : ""}`)
    .replace("server operator:3003", `server 127.0.0.1:${ports.operator}`)
    .replace("listen 8082;", `listen 127.0.0.1:${ports.operatorFront};${tls ? ` listen 127.0.0.1:${tls.ports.operator} ssl;` : ""}`)
    .replace("listen 8083;", `listen 127.0.0.1:${ports.servicesInternal};`);
  const file = path.join(prefix, "nginx.conf");
  writeFileSync(file, config);
  execFileSync(nginxBinary, ["-t", "-q", "-p", prefix, "-c", file], { stdio: "pipe" });
  return start(dir, "nginx", nginxBinary, ["-p", prefix, "-c", file, "-g", "daemon off;"], {}, prefix);
}
