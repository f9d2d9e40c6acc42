import { parseArgs } from "node:util";
import { OPERATOR_ROLES } from "@cidp/domain";
import { prepareDatabase } from "./composition/prepare.ts";
import { waitForDatabase } from "./composition/wait-for-services.ts";
import { readConfig } from "./config.ts";
import { type DatabaseHandle, openDatabase } from "./db/database.ts";
import { checkEnvironment, EnvironmentError } from "./environment.ts";
import { startEmbeddedObjectStore } from "./platform/object-store/embedded-object-store.ts";
import { readObjectStoreConfig } from "./platform/object-store/object-store.config.ts";
import { OPEN_APP_USAGE, OpenAppCommandError, runOpenAppCommand } from "./platform/open-platform/partner-command.ts";
import { createOperatorAccounts, OperatorAccountError, operatorOrigin } from "./platform/operator/operator-accounts.ts";
import { PLATFORM_USAGE, PlatformCommandError, runPlatformCommand } from "./platform/operator/platform-command.ts";
import { resealStoredValues } from "./platform/sealing-keys/reseal.ts";
import { columnLine, keyLines } from "./platform/sealing-keys/reseal-report.ts";
import { checkSealingKeys, SealingKeyMismatchError } from "./platform/sealing-keys/sealing-key-check.ts";
import { loadSealingKeys } from "./sealing-keys-source.ts";
import { loadTokenSecret } from "./token-secret.ts";

/**
 * The services' administration commands (README "Deployment"):
 *   migrate                       schema migrations and reference data (and the demo with DEMO_DATA=1), under a lock
 *   operator create|list|disable|enable|reissue
 *                                 staff accounts; create and reissue print a one-time enrolment link
 *   platform list|set             each platform's hosts, 备案号, 主办单位 and footer links (平台设置 before any
 *                                 operator exists), versioned and audited as the command line's
 *   open-app register|list|revoke a platform partner's app for the open API (client credentials printed once)
 *   object-store                  the embedded S3-compatible store as its own process, for several instances
 *   sealing-keys reseal           after a rotation: seals anew what older keys sealed, under SEALING_KEYS' first
 *                                 key, and retires the keys nothing uses any more (README "Rotating SEALING_KEYS")
 * With the embedded PGlite database, stop the services first: one process at a time opens its folder.
 */
const USAGE = `usage:
  node apps/server/dist/cli.js migrate
  node apps/server/dist/cli.js operator create --username <name> --name <显示名> --role <${OPERATOR_ROLES.join("|")}> [--hours 24]
  node apps/server/dist/cli.js operator list
  node apps/server/dist/cli.js operator disable --username <name>
  node apps/server/dist/cli.js operator enable --username <name>
  node apps/server/dist/cli.js operator reissue --username <name> [--reset-password] [--hours 24]
${PLATFORM_USAGE}
${OPEN_APP_USAGE}
  node apps/server/dist/cli.js object-store
  node apps/server/dist/cli.js sealing-keys reseal`;

const OPERATOR_VERBS: ReadonlySet<string> = new Set(["create", "list", "disable", "enable", "reissue"]);

async function operatorCommand(verb: string | undefined, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      username: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      hours: { type: "string" },
      "reset-password": { type: "boolean" },
    },
    strict: true,
  });
  const config = readConfig();
  await waitForDatabase(config.database, "operator");
  const database = await openDatabase(config.database, { migrate: false });
  try {
    const accounts = createOperatorAccounts(database.db, { origin: operatorOrigin(process.env) });
    const hours = values.hours === undefined ? undefined : Number(values.hours);
    const need = (value: string | undefined, flag: string) => {
      if (!value) throw new OperatorAccountError(`--${flag} is required`);
      return value;
    };
    const printLink = (issued: { username: string; url: string; expiresAt: Date }) => {
      console.log(`enrolment link for ${issued.username} (one use, until ${issued.expiresAt.toISOString()}):`);
      console.log(issued.url);
    };
    switch (verb) {
      case "create":
        printLink(
          await accounts.create({
            username: need(values.username, "username"),
            displayName: need(values.name, "name"),
            role: need(values.role, "role"),
            ...(hours === undefined ? {} : { hours }),
          }),
        );
        return;
      case "list":
        for (const row of await accounts.list())
          console.log(
            [
              row.username,
              row.displayName,
              row.role,
              row.enrolled ? "enrolled" : "not enrolled",
              row.disabled ? "disabled" : "active",
              row.createdAt.toISOString(),
            ].join("\t"),
          );
        return;
      case "disable":
        await accounts.disable(need(values.username, "username"));
        console.log(`${values.username} disabled; its sessions ended`);
        return;
      case "enable":
        await accounts.enable(need(values.username, "username"));
        console.log(`${values.username} enabled`);
        return;
      case "reissue":
        printLink(
          await accounts.reissue(need(values.username, "username"), {
            resetPassword: Boolean(values["reset-password"]),
            ...(hours === undefined ? {} : { hours }),
          }),
        );
        return;
      default:
        throw new OperatorAccountError(USAGE);
    }
  } finally {
    await database.close();
  }
}

/**
 * `sealing-keys reseal`, with the keys the services run with: refused with the start's own lines
 * when they do not open this database (exit 2); stopped by a value it cannot open with one line
 * naming it (exit 1); what it re-sealed before stopping stays, and a run again continues.
 */
/** `platform list|set` on the configured database (with the embedded one, the services stopped). */
async function platformCommand(verb: string | undefined, args: string[]): Promise<void> {
  const config = readConfig();
  await waitForDatabase(config.database, "platform");
  const database = await openDatabase(config.database, { migrate: false });
  try {
    await runPlatformCommand(database.db, verb, args, (line) => console.log(line));
  } finally {
    await database.close();
  }
}

async function resealCommand(): Promise<void> {
  const config = readConfig();
  await waitForDatabase(config.database, "sealing-keys reseal");
  let database: DatabaseHandle | undefined;
  try {
    database = await openDatabase(config.database, { migrate: false });
    const keys = loadSealingKeys(process.env, config.dataDir);
    await checkSealingKeys(database.db, keys);
    const report = await resealStoredValues(database.db, keys, { onColumn: (done) => console.log(columnLine(done)) });
    for (const line of keyLines(report)) console.log(line);
  } catch (error) {
    if (error instanceof SealingKeyMismatchError) throw error;
    console.error(`sealing-keys reseal stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}

async function openAppCommand(verb: string | undefined, args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      "credit-code": { type: "string" },
      name: { type: "string" },
      scopes: { type: "string" },
      "per-minute": { type: "string" },
      "per-day": { type: "string" },
      "client-id": { type: "string" },
    },
    strict: true,
  });
  const config = readConfig();
  await waitForDatabase(config.database, "open-app");
  const database = await openDatabase(config.database, { migrate: false });
  try {
    const lines = await runOpenAppCommand(database.db, verb, {
      creditCode: values["credit-code"],
      name: values.name,
      scopes: values.scopes,
      perMinute: values["per-minute"],
      perDay: values["per-day"],
      clientId: values["client-id"],
    });
    for (const line of lines) console.log(line);
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  switch (command) {
    case "migrate": {
      const environment = checkEnvironment(process.env, "migrate");
      const config = readConfig();
      await waitForDatabase(config.database, "migrate");
      const database = await openDatabase(config.database, { migrate: false, poolSize: 2 });
      try {
        // Only the demo seals anything here: a production migrate needs neither secret.
        const sealing = environment.demo
          ? { tokenSecret: await loadTokenSecret(process.env, config.dataDir), sealingKeys: loadSealingKeys(process.env, config.dataDir) }
          : undefined;
        await prepareDatabase(database, { demo: environment.demo, ...(sealing ? { sealing } : {}) });
      } finally {
        await database.close();
      }
      console.log(`database prepared (${database.driver}${environment.demo ? ", with the demo" : ""})`);
      return;
    }
    case "operator":
      // The usage needs no setting: asked for it, or a verb mistyped, the operator reads it first.
      if (!OPERATOR_VERBS.has(rest[0] ?? "")) throw new OperatorAccountError(USAGE);
      checkEnvironment(process.env, "operator");
      return operatorCommand(rest[0], rest.slice(1));
    case "platform":
      if (rest[0] !== "list" && rest[0] !== "set") throw new PlatformCommandError(USAGE);
      // The deploy step's settings: the database, nothing of the services' secrets.
      checkEnvironment(process.env, "migrate");
      return platformCommand(rest[0], rest.slice(1));
    case "open-app":
      if (!["register", "list", "revoke"].includes(rest[0] ?? "")) throw new OpenAppCommandError(USAGE);
      checkEnvironment(process.env, "migrate");
      return openAppCommand(rest[0], rest.slice(1));
    case "object-store": {
      checkEnvironment(process.env, "object-store");
      const config = readConfig();
      // The store itself, whatever OBJECT_STORE_ENDPOINT tells the services (one settings file for
      // every process: the services reach this store at that address).
      const { OBJECT_STORE_ENDPOINT: _servicesAddress, OBJECT_STORE_PUBLIC_URL: _browsersAddress, ...own } = process.env;
      const store = await startEmbeddedObjectStore(readObjectStoreConfig(own, config.dataDir));
      if (!store)
        throw new OperatorAccountError(`OBJECT_STORE_PORT ${process.env.OBJECT_STORE_PORT ?? 3002} is in use: stop what listens there, or set another port`);
      console.log(`object store on ${store.url}`);
      const stop = () => void store.store.close().finally(() => process.exit(0));
      process.on("SIGINT", stop);
      process.on("SIGTERM", stop);
      return;
    }
    case "sealing-keys":
      if (rest.length !== 1 || rest[0] !== "reseal") throw new OperatorAccountError(USAGE);
      // The deploy step's settings (the database), and the services' keys: without SEALING_KEYS a
      // production run would check, and record, a key generated on the spot.
      checkEnvironment(process.env, "migrate");
      if (process.env.NODE_ENV === "production" && !process.env.SEALING_KEYS)
        throw new EnvironmentError(["SEALING_KEYS is required when NODE_ENV=production (the services' keys: the new one first, the older ones after it)"]);
      return resealCommand();
    default:
      throw new OperatorAccountError(USAGE);
  }
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (
    error instanceof EnvironmentError ||
    error instanceof OperatorAccountError ||
    error instanceof PlatformCommandError ||
    error instanceof OpenAppCommandError ||
    error instanceof SealingKeyMismatchError
  ) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
