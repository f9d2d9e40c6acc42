import { parseArgs } from "node:util";
import { type PlatformSettings, platformSettingsSchema } from "@cidp/api-client/contract";
import type { Database } from "../../db/database.ts";
import { createPlatformSettings, PlatformSettingsError } from "./platform-settings.ts";

/** A refused `platform` command: one message for the person at the command line (the CLI exits 2). */
export class PlatformCommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PlatformCommandError";
  }
}

/** The command's usage lines, for the CLI's usage. */
export const PLATFORM_USAGE = `  node apps/server/dist/cli.js platform list
  node apps/server/dist/cli.js platform set --code <CHANGCHUN> [--hosts <a.example.cn,www.a.example.cn>] [--icp <吉ICP备…号-1>]
                                            [--public-security <吉公网安备…号>] [--company <主办单位>]
                                            [--footer-link <标题=https://…> …] [--no-footer-links]`;

/** The options of `platform set`. */
const SET_OPTIONS = {
  code: { type: "string" },
  hosts: { type: "string" },
  icp: { type: "string" },
  "public-security": { type: "string" },
  company: { type: "string" },
  "footer-link": { type: "string", multiple: true },
  "no-footer-links": { type: "boolean" },
} as const;

/** The options as given. */
type SetValues = ReturnType<typeof parseArgs<{ options: typeof SET_OPTIONS; strict: true }>>["values"];

/** The options of `platform set`, or a refusal with the usage. */
function setOptionsOf(args: readonly string[]): SetValues {
  try {
    return parseArgs({ args: [...args], options: SET_OPTIONS, strict: true }).values;
  } catch (error) {
    throw new PlatformCommandError(`${error instanceof Error ? error.message : String(error)}\n${PLATFORM_USAGE}`);
  }
}

/** A setting the command changes, as its flag names it. */
const FLAG_FIELDS = { hosts: "hosts", icp: "icpNumber", "public-security": "publicSecurityNumber", company: "operatingCompany" } as const;

/** `--footer-link 标题=https://…`: the title before the first `=`, the address after it. */
function footerLinkOf(value: string) {
  const split = value.indexOf("=");
  if (split <= 0) throw new PlatformCommandError(`--footer-link "${value}": write it as 标题=https://…`);
  return { title: value.slice(0, split), url: value.slice(split + 1) };
}

/** The settings with what the flags give changed; anything not given stays as it is. */
function settingsWithFlags(current: PlatformSettings, values: SetValues): PlatformSettings {
  const changed: Record<string, unknown> = { ...current };
  for (const [flag, field] of Object.entries(FLAG_FIELDS)) {
    const value = values[flag as keyof typeof FLAG_FIELDS];
    if (typeof value !== "string") continue;
    changed[field] = field === "hosts" ? value.split(",").filter((host) => host.trim() !== "") : value;
  }
  if (values["no-footer-links"]) changed.footerLinks = [];
  const links = values["footer-link"];
  if (Array.isArray(links) && links.length > 0) changed.footerLinks = links.map(footerLinkOf);
  const checked = platformSettingsSchema.safeParse(changed);
  if (!checked.success) throw new PlatformCommandError(checked.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"));
  return checked.data;
}

/** A platform as `platform list` prints it: one tab-separated line. */
function listLine(platform: { platformCode: string; settings: PlatformSettings }): string {
  const { settings } = platform;
  return [
    platform.platformCode,
    settings.baseTitle,
    settings.hosts.join(","),
    settings.icpNumber || "-",
    settings.publicSecurityNumber || "-",
    settings.operatingCompany || "-",
    settings.footerLinks.map((link) => `${link.title}=${link.url}`).join(" ") || "-",
  ].join("\t");
}

/**
 * `cli.js platform list|set` (README "Deployment"): a deployment's first step, before any operator
 * exists, gives each platform its hosts and what its footer must show. `set` is the back office's
 * 平台设置 save with the same checks, version and audit line, the line saying "命令行" instead of
 * an operator; a refusal (a malformed host, a host another platform has) is one message.
 */
export async function runPlatformCommand(db: Database, verb: string | undefined, args: readonly string[], print: (line: string) => void): Promise<void> {
  const settings = createPlatformSettings(db);
  if (verb === "list") {
    if (args.length > 0) throw new PlatformCommandError(`platform list takes no options\n${PLATFORM_USAGE}`);
    print(["code", "name", "hosts", "icp", "public-security", "company", "footer-links"].join("\t"));
    for (const platform of await settings.list()) print(listLine(platform));
    return;
  }
  if (verb !== "set") throw new PlatformCommandError(PLATFORM_USAGE);
  const values = setOptionsOf(args);
  if (!values.code) throw new PlatformCommandError(`--code is required (platform list shows the codes)\n${PLATFORM_USAGE}`);
  const id = await settings.idOfCode(values.code);
  if (id === null) throw new PlatformCommandError(`no platform has the code ${values.code} (platform list shows the codes)`);
  const current = (await settings.detail(id)).settings;
  try {
    const { changed } = await settings.save(id, settingsWithFlags(current, values), "command line");
    print(changed === 0 ? `${values.code}: nothing changed` : `${values.code}: ${changed} setting(s) saved; every portal instance uses them at once`);
  } catch (error) {
    if (error instanceof PlatformSettingsError) throw new PlatformCommandError(error.message);
    throw error;
  }
  const [saved] = (await settings.list()).filter((platform) => platform.id === id);
  if (saved) print(listLine(saved));
}
