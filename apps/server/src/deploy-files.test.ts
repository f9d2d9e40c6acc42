import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { STAFF_API_PREFIX } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { moduleSettingChecks } from "./composition/setting-checks.ts";
import { checkEnvironment } from "./environment.ts";
import { providerSettingsFixture } from "./testing/provider-settings-fixture.ts";

// The deployment files (README "Deployment") stay in step with what the services check at start:
// no image is built here (no container daemon on this machine), so the compose file's settings are
// run through the same check a production start runs, and its names and ports are cross-checked.
const root = fileURLToPath(new URL("../../../", import.meta.url));
const compose = parse(readFileSync(`${root}deploy/compose.yaml`, "utf8")) as {
  services: Record<
    string,
    {
      environment?: Record<string, string>;
      command?: string[];
      depends_on?: unknown;
      image?: string;
      working_dir?: string;
      healthcheck?: { test?: string[] };
      ports?: string[];
    }
  >;
};
const nginx = readFileSync(`${root}deploy/nginx.conf`, "utf8");
const dockerfile = readFileSync(`${root}deploy/Dockerfile`, "utf8");
/** What an operator's .env gives the outside providers' settings (a start never calls them). */
const operatorValues: Readonly<Record<string, string>> = providerSettingsFixture;
/** `${NAME:?message}` and `${NAME:-default}` as compose substitutes them from such an .env: secrets of the right length (the sealing keys with their id). */
const substituted = (value: string) =>
  value.replace(/\$\{([A-Z0-9_]+):([?-])([^}]*)\}/g, (_, name: string, kind: string, fallback: string) => {
    if (operatorValues[name] !== undefined) return operatorValues[name];
    if (kind === "-") return fallback;
    return `${name === "SEALING_KEYS" ? "2026-11:" : ""}c0mp0se-t3st-s3cret-4f9a2b7e1d8c6053`;
  });

describe("deploy/compose.yaml", () => {
  it("gives both services instances and the migrate step settings a production start accepts", () => {
    for (const name of ["services-1", "services-2", "migrate"]) {
      const environment = Object.fromEntries(
        Object.entries(compose.services[name]?.environment ?? {}).map(([key, value]) => [key, substituted(String(value))]),
      );
      const checked = checkEnvironment(environment, name === "migrate" ? "migrate" : "services", moduleSettingChecks);
      expect(checked).toMatchObject({ production: true, demo: false, migrateOnStart: false });
      expect(checked.warnings).toEqual([]);
    }
  });

  it("gives the services a MinIO user of their own, limited to the bucket, never MinIO's root user", () => {
    const services = compose.services["services-1"]?.environment ?? {};
    const minio = compose.services.minio?.environment ?? {};
    expect(minio.MINIO_ROOT_USER).not.toBe(services.OBJECT_STORE_ACCESS_KEY);
    expect(minio.MINIO_ROOT_PASSWORD).not.toBe(services.OBJECT_STORE_SECRET_KEY);
    const policy = JSON.parse(readFileSync(`${root}deploy/minio-application-policy.json`, "utf8")) as { Statement: { Resource: string[] }[] };
    const bucket = services.OBJECT_STORE_BUCKET;
    for (const resource of policy.Statement.flatMap((statement) => statement.Resource))
      expect([`arn:aws:s3:::${bucket}`, `arn:aws:s3:::${bucket}/*`]).toContain(resource);
    // Upload credentials MinIO itself verifies: its STS, asked with the application's own key.
    expect(services.OBJECT_STORE_STS_ENDPOINT).toBe(services.OBJECT_STORE_ENDPOINT);
    expect(JSON.stringify(compose.services["minio-bucket"])).toContain(`mc admin user add local ${services.OBJECT_STORE_ACCESS_KEY}`);
  });

  it("migrates with the built command line before any instance starts", () => {
    expect(compose.services.migrate?.command).toEqual(["node", "apps/server/dist/cli.js", "migrate"]);
    expect(JSON.stringify(compose.services["services-1"]?.depends_on)).toContain("service_completed_successfully");
    expect(readFileSync(`${root}apps/server/tsup.config.ts`, "utf8")).toContain('"src/cli.ts"');
  });

  it("has nginx balance exactly the instances it runs, on their ports, and the portals reach the services through it", () => {
    for (const [service, port] of [
      ["portal-1", 3000],
      ["portal-2", 3000],
      ["services-1", 3001],
      ["services-2", 3001],
    ] as const) {
      expect(compose.services[service], service).toBeDefined();
      expect(nginx).toContain(`server ${service}:${port}`);
    }
    expect(compose.services["portal-1"]?.environment?.API_ORIGIN).toBe("http://nginx:8081");
    // The portals prove themselves to the content-change stream with the services' own secret.
    expect(compose.services["portal-1"]?.environment?.CONTENT_STREAM_SECRET).toBe(compose.services["services-1"]?.environment?.CONTENT_STREAM_SECRET);
    // Browsers upload to the store's public address, which the portal's CSP must admit.
    expect(compose.services["portal-1"]?.environment?.OBJECT_STORE_PUBLIC_URL).toBe(compose.services["services-1"]?.environment?.OBJECT_STORE_PUBLIC_URL);
    expect(nginx).toContain("listen 8081;");
    // The back office on its own host, where the services point enrolment links.
    expect(compose.services.operator?.working_dir).toBe("/app/apps/operator");
    // The back office reaches the staff API on nginx's internal side; the public side (the login site) refuses it.
    expect(compose.services.operator?.environment?.API_ORIGIN).toBe("http://nginx:8083");
    expect(nginx).toContain("listen 8083;");
    expect(compose.services.nginx?.ports?.some((port) => port.includes("8083"))).toBe(false);
    const publicSide = nginx.slice(nginx.indexOf("listen 8081;"), nginx.indexOf("listen 8083;"));
    expect(publicSide).toContain(`location ${STAFF_API_PREFIX}/ { return 404; }`);
    expect(publicSide).toContain("location = /metrics { return 404; }");
    expect(nginx).toContain("server operator:3003");
    expect(nginx).toContain("listen 8082;");
    expect(compose.services["services-1"]?.environment?.PUBLIC_OPERATOR_ORIGIN).toBe("http://localhost:8082");
    expect(nginx).toMatch(/proxy_set_header Upgrade \$http_upgrade/);
  });
});

describe("deploy/Dockerfile", () => {
  it("pins the workspace's Node and pnpm, runs as a non-root user with a health check", () => {
    const bootstrap = readFileSync(`${root}scripts/bootstrap.sh`, "utf8");
    const node = /NODE_VERSION=(\S+)/.exec(bootstrap)?.[1];
    const pnpm = /PNPM_VERSION=(\S+)/.exec(bootstrap)?.[1];
    expect(dockerfile).toContain(`FROM node:${node}-bookworm-slim AS build`);
    expect(dockerfile).toContain(`FROM node:${node}-bookworm-slim AS runtime`);
    expect(dockerfile).toContain(`pnpm@${pnpm}`);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
  });

  it("builds and carries all three apps, with the services' assets and every workspace package the install needs", () => {
    for (const app of ["server", "portal", "operator"]) expect(dockerfile, app).toContain(`COPY apps/${app}/package.json apps/${app}/`);
    for (const packageJson of readdirSync(`${root}packages`).map((name) => `packages/${name}/package.json`))
      expect(dockerfile, packageJson).toContain(`COPY ${packageJson} `);
    expect(dockerfile).toContain('--filter "@cidp/operator..."');
    // The runtime's files are assembled by the script exercise-image.sh runs too.
    expect(dockerfile).toMatch(/^RUN sh deploy\/assemble-runtime\.sh \/runtime /m);
    const assemble = readFileSync(`${root}deploy/assemble-runtime.sh`, "utf8");
    for (const part of [
      "apps/server/assets",
      "apps/server/dist",
      "apps/portal/build",
      "apps/operator/build",
      "apps/operator/server.ts",
      "apps/portal/server.ts",
    ])
      expect(assemble, part).toContain(part);
    expect(assemble).toContain('--filter-prod "@cidp/operator..."');
  });

  it("asks each process on its own port, in the image and in compose alike", () => {
    expect(dockerfile).toContain('HEALTHCHECK --interval=10s --timeout=4s --start-period=60s CMD ["node", "/app/health-check.mjs"]');
    expect(dockerfile).toContain("cp deploy/health-check.mjs /runtime/");
    const ownChecks = ["services-1", "portal-1", "operator"].map((name) => compose.services[name]?.healthcheck?.test);
    for (const test of ownChecks) expect(test).toEqual(["CMD", "node", "/app/health-check.mjs", "ready"]);
    // The image carries no curl.
    expect(readFileSync(`${root}deploy/compose.yaml`, "utf8")).not.toContain("curl");
  });

  it("copies only what exists in the workspace", () => {
    for (const [, source] of dockerfile.matchAll(/^COPY (?!--from)(\S+) /gm)) if (source !== ".") expect(existsSync(`${root}${source}`), source).toBe(true);
    for (const [, source] of dockerfile.matchAll(/^COPY --from=build --chown=node:node \/src\/(\S+) /gm))
      expect(existsSync(`${root}${(source as string).split(" ")[0]}`) || (source as string).endsWith("dist") || source === "node_modules", source).toBe(true);
  });
});
