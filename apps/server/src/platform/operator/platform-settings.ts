import { PLATFORM_SETTING_FIELDS, type PlatformSettings } from "@cidp/api-client/contract";
import { PLATFORM_HIDEABLE_SECTION_KEYS, type PlatformHideableSection } from "@cidp/domain";
import { asc, desc, eq, min } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { rowWithId } from "../../db/row-with-id.ts";
import { formatDateTime } from "../../http/format.ts";
import { hostsByPlatform, hostsTakenElsewhere, isUniqueViolation, replaceHosts, type TakenHost } from "../cms/platform-hosts.repository.ts";
import { platformConfigs, platformConfigVersions } from "../cms/schema.ts";
import type { StaffActor } from "./member-admin.ts";
import { operatorAudit, operators } from "./schema.ts";

/** A refusal the back office shows (404: no such platform or version; 409: a host another platform answers to). */
export class PlatformSettingsError extends Error {
  constructor(
    readonly status: 404 | 409,
    message: string,
  ) {
    super(message);
    this.name = "PlatformSettingsError";
  }
}

/** Who saves: a member of staff, or the command line (`cli.js platform set`, before any operator exists). */
export type SettingsActor = StaffActor | "command line";

/** The most versions a platform's history shows. */
const HISTORY = 50;

/** What a save of hosts that another platform answers to is told (the first such host and its platform). */
const takenRefusal = ([taken]: readonly TakenHost[]) =>
  new PlatformSettingsError(409, `域名“${taken?.host}”已属于平台“${taken?.baseTitle}（${taken?.platformCode}）”：一个域名只能属于一个平台，请先从该平台移除`);

type PlatformRow = typeof platformConfigs.$inferSelect;

/** The row's columns that are settings (the hosts live in their own table). */
type ColumnSetting = Exclude<keyof PlatformSettings, "hosts">;
const COLUMN_FIELDS = PLATFORM_SETTING_FIELDS.filter((field): field is ColumnSetting => field !== "hosts");

const settingsOf = (row: PlatformRow, hosts: readonly string[]): PlatformSettings =>
  ({ ...Object.fromEntries(COLUMN_FIELDS.map((field) => [field, row[field]])), hosts: [...hosts] }) as PlatformSettings;

/** The hidden sections as saved: known keys only, each once, in the form's order. */
const hiddenSectionsOf = (keys: readonly unknown[]): PlatformHideableSection[] => PLATFORM_HIDEABLE_SECTION_KEYS.filter((key) => keys.includes(key));

/** A setting's value in a comparable form: a list by its items, an object by its keys in order (jsonb keeps them sorted its own way). */
const comparable = (value: unknown) =>
  typeof value === "object" && value !== null
    ? JSON.stringify(value, (_key, inner: unknown) =>
        inner && typeof inner === "object" && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
      )
    : value;

/** A version's saved settings over the current ones: a version saved before a field existed keeps the current value. */
const settingsWith = (current: PlatformSettings, saved: Record<string, unknown>): PlatformSettings => {
  const merged = { ...current, ...saved } as PlatformSettings;
  return {
    ...merged,
    hiddenSections: Array.isArray(merged.hiddenSections) ? hiddenSectionsOf(merged.hiddenSections) : current.hiddenSections,
    hosts: Array.isArray(merged.hosts) && merged.hosts.length > 0 ? merged.hosts : current.hosts,
    footerLinks: Array.isArray(merged.footerLinks) ? merged.footerLinks.map(({ title, url }) => ({ title, url })) : current.footerLinks,
  };
};

/**
 * 平台设置 of the back office: each platform's names, hotline and hours, the addresses behind
 * the footer's QR codes and the download pages (spec §3 platform_config), the sections it hides
 * (党建引领, the footer's 友情链接: spec §2), the hosts it answers to and what its footer must show
 * (备案号, 公安备案号, 主办单位, its links). A save writes the row, its hosts, a version of it and the
 * audit line (the changed fields, before and after) in one transaction; the tables' triggers tell
 * every portal instance at once (content changes), so the footer shows the new hotline, and a new
 * host finds its platform, on the next page. Any version can be restored, which is a save of its
 * settings. A host belongs to one platform: a save naming another platform's host is refused with
 * that platform's name, and the unique index refuses the same when two saves race.
 */
export function createPlatformSettings(db: Database, now: () => Date = () => new Date()) {
  async function platformOf(id: number) {
    const [row] = await db.select().from(platformConfigs).where(eq(platformConfigs.id, id)).limit(1);
    if (!row) throw new PlatformSettingsError(404, "平台不存在");
    return row;
  }

  async function currentSettings(row: PlatformRow) {
    return settingsOf(row, (await hostsByPlatform(db)).get(row.id) ?? []);
  }

  async function save(id: number, input: PlatformSettings, actor: SettingsActor, restoredFrom?: number): Promise<{ changed: number }> {
    const row = await platformOf(id);
    const before = await currentSettings(row);
    const settings: PlatformSettings = { ...input, hiddenSections: hiddenSectionsOf(input.hiddenSections ?? []) };
    const changed = PLATFORM_SETTING_FIELDS.filter((field) => comparable(before[field]) !== comparable(settings[field]));
    if (changed.length === 0) return { changed: 0 };
    const taken = await hostsTakenElsewhere(db, id, settings.hosts);
    if (taken.length > 0) throw takenRefusal(taken);
    const staff = actor === "command line" ? null : actor;
    const { hosts, ...columns } = settings;
    try {
      await db.transaction(async (tx) => {
        // The first save keeps what the platform had as version 1, so the change can be undone.
        const [earlier] = await tx
          .select({ id: platformConfigVersions.id })
          .from(platformConfigVersions)
          .where(eq(platformConfigVersions.platformConfigId, id))
          .limit(1);
        if (!earlier) await tx.insert(platformConfigVersions).values({ platformConfigId: id, settings: before, operatorId: null, createdAt: row.createdAt });
        await replaceHosts(tx, id, hosts);
        // ngCode is the first host, as the spec's configuration names the platform's host.
        await tx
          .update(platformConfigs)
          .set({ ...columns, ngCode: hosts[0] ?? row.ngCode })
          .where(eq(platformConfigs.id, id));
        await tx.insert(platformConfigVersions).values({ platformConfigId: id, settings, operatorId: staff?.operatorId ?? null, createdAt: now() });
        await tx.insert(operatorAudit).values({
          operatorId: staff?.operatorId ?? null,
          action: restoredFrom ? "settings.restored" : "settings.saved",
          subjectKind: "platform",
          subjectId: id,
          detail: {
            title: `${row.baseTitle}（${row.platformCode}）`,
            ...(restoredFrom ? { version: restoredFrom } : {}),
            before: Object.fromEntries(changed.map((field) => [field, before[field]])),
            after: Object.fromEntries(changed.map((field) => [field, settings[field]])),
            ...(staff ? {} : { by: "command line" }),
          },
          ip: staff?.ip ?? "",
          createdAt: now(),
        });
      });
    } catch (error) {
      // Another save took one of these hosts between the check and the write: the same refusal.
      if (!isUniqueViolation(error)) throw error;
      const raced = await hostsTakenElsewhere(db, id, settings.hosts);
      throw raced.length > 0 ? takenRefusal(raced) : new PlatformSettingsError(409, "域名已被其他平台使用，请刷新后重试");
    }
    return { changed: changed.length };
  }

  return {
    /** Every platform with its settings, in the order they were configured. */
    async list() {
      const [rows, hosts] = await Promise.all([db.select().from(platformConfigs).orderBy(asc(platformConfigs.id)), hostsByPlatform(db)]);
      return rows.map((row) => ({ id: row.id, platformCode: row.platformCode, ngCode: row.ngCode, settings: settingsOf(row, hosts.get(row.id) ?? []) }));
    },

    /** The platform with this code (the command line names platforms by code), or null. */
    async idOfCode(platformCode: string): Promise<number | null> {
      const [row] = await db.select({ id: platformConfigs.id }).from(platformConfigs).where(eq(platformConfigs.platformCode, platformCode)).limit(1);
      return row?.id ?? null;
    },

    /** One platform with its saved versions, newest first. */
    async detail(id: number) {
      const row = await platformOf(id);
      const current = await currentSettings(row);
      const [versions, [oldest]] = await Promise.all([
        db
          .select({ version: platformConfigVersions, operator: operators.displayName })
          .from(platformConfigVersions)
          .leftJoin(operators, eq(operators.id, platformConfigVersions.operatorId))
          .where(eq(platformConfigVersions.platformConfigId, id))
          .orderBy(desc(platformConfigVersions.id))
          .limit(HISTORY),
        db
          .select({ id: min(platformConfigVersions.id) })
          .from(platformConfigVersions)
          .where(eq(platformConfigVersions.platformConfigId, id)),
      ]);
      return {
        id: row.id,
        platformCode: row.platformCode,
        ngCode: row.ngCode,
        settings: current,
        versions: versions.map(({ version, operator }) => ({
          id: version.id,
          saveTime: formatDateTime(version.createdAt),
          // No operator: what the platform had before its first save, or a save from the command line.
          operator: operator ?? (version.id === oldest?.id ? "初始配置" : "命令行"),
          settings: settingsWith(current, version.settings),
        })),
      };
    },

    save,

    /** Puts a saved version's settings back (a new version, audited as a restore). */
    async restore(id: number, versionId: number, actor: SettingsActor) {
      const version = await rowWithId(db, platformConfigVersions, versionId, eq(platformConfigVersions.platformConfigId, id));
      if (!version) throw new PlatformSettingsError(404, "该版本不存在");
      const current = await currentSettings(await platformOf(id));
      return save(id, settingsWith(current, version.settings), actor, versionId);
    },
  };
}
