import { PLATFORM_SETTING_FIELDS, type PlatformSettings } from "@cidp/api-client/contract";
import { PLATFORM_HIDEABLE_SECTION_KEYS, type PlatformHideableSection } from "@cidp/domain";
import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { rowWithId } from "../../db/row-with-id.ts";
import { formatDateTime } from "../../http/format.ts";
import { platformConfigs, platformConfigVersions } from "../cms/schema.ts";
import type { StaffActor } from "./member-admin.ts";
import { operatorAudit, operators } from "./schema.ts";

/** A refusal the back office shows (404: no such platform or version). */
export class PlatformSettingsError extends Error {
  constructor(
    readonly status: 404,
    message: string,
  ) {
    super(message);
    this.name = "PlatformSettingsError";
  }
}

/** The most versions a platform's history shows. */
const HISTORY = 50;

const settingsOf = (row: typeof platformConfigs.$inferSelect): PlatformSettings =>
  Object.fromEntries(PLATFORM_SETTING_FIELDS.map((field) => [field, row[field]])) as PlatformSettings;

/** The hidden sections as saved: known keys only, each once, in the form's order. */
const hiddenSectionsOf = (keys: readonly unknown[]): PlatformHideableSection[] => PLATFORM_HIDEABLE_SECTION_KEYS.filter((key) => keys.includes(key));

/** A setting's value in a comparable form (a list compares by its items). */
const comparable = (value: unknown) => (Array.isArray(value) ? JSON.stringify(value) : value);

/** A version's saved settings over the current ones: a version saved before a field existed keeps the current value. */
const settingsWith = (current: PlatformSettings, saved: Record<string, unknown>): PlatformSettings => {
  const merged = { ...current, ...saved } as PlatformSettings;
  return { ...merged, hiddenSections: Array.isArray(merged.hiddenSections) ? hiddenSectionsOf(merged.hiddenSections) : current.hiddenSections };
};

/**
 * 平台设置 of the back office: each platform's names, hotline and hours, the addresses behind
 * the footer's QR codes and the download pages (spec §3 platform_config), and the sections it hides
 * (党建引领, the footer's 友情链接: spec §2). A save writes the row,
 * a version of it and the audit line (the changed fields, before and after) in one transaction; the
 * table's trigger tells every portal instance at once (content changes), so the footer shows the
 * new hotline on its next page. Any version can be restored, which is a save of its settings.
 */
export function createPlatformSettings(db: Database, now: () => Date = () => new Date()) {
  async function platformOf(id: number) {
    const [row] = await db.select().from(platformConfigs).where(eq(platformConfigs.id, id)).limit(1);
    if (!row) throw new PlatformSettingsError(404, "平台不存在");
    return row;
  }

  async function save(id: number, input: PlatformSettings, actor: StaffActor, restoredFrom?: number): Promise<{ changed: number }> {
    const row = await platformOf(id);
    const before = settingsOf(row);
    const settings: PlatformSettings = { ...input, hiddenSections: hiddenSectionsOf(input.hiddenSections ?? []) };
    const changed = PLATFORM_SETTING_FIELDS.filter((field) => comparable(before[field]) !== comparable(settings[field]));
    if (changed.length === 0) return { changed: 0 };
    await db.transaction(async (tx) => {
      // The first save keeps what the platform had as version 1, so the change can be undone.
      const [earlier] = await tx
        .select({ id: platformConfigVersions.id })
        .from(platformConfigVersions)
        .where(eq(platformConfigVersions.platformConfigId, id))
        .limit(1);
      if (!earlier) await tx.insert(platformConfigVersions).values({ platformConfigId: id, settings: before, operatorId: null, createdAt: row.createdAt });
      await tx.update(platformConfigs).set(settings).where(eq(platformConfigs.id, id));
      await tx.insert(platformConfigVersions).values({ platformConfigId: id, settings, operatorId: actor.operatorId, createdAt: now() });
      await tx.insert(operatorAudit).values({
        operatorId: actor.operatorId,
        action: restoredFrom ? "settings.restored" : "settings.saved",
        subjectKind: "platform",
        subjectId: id,
        detail: {
          title: `${row.baseTitle}（${row.platformCode}）`,
          ...(restoredFrom ? { version: restoredFrom } : {}),
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: Object.fromEntries(changed.map((field) => [field, settings[field]])),
        },
        ip: actor.ip,
        createdAt: now(),
      });
    });
    return { changed: changed.length };
  }

  return {
    /** Every platform with its settings, in the order they were configured. */
    async list() {
      const rows = await db.select().from(platformConfigs).orderBy(asc(platformConfigs.id));
      return rows.map((row) => ({ id: row.id, platformCode: row.platformCode, ngCode: row.ngCode, settings: settingsOf(row) }));
    },

    /** One platform with its saved versions, newest first. */
    async detail(id: number) {
      const row = await platformOf(id);
      const versions = await db
        .select({ version: platformConfigVersions, operator: operators.displayName })
        .from(platformConfigVersions)
        .leftJoin(operators, eq(operators.id, platformConfigVersions.operatorId))
        .where(eq(platformConfigVersions.platformConfigId, id))
        .orderBy(desc(platformConfigVersions.id))
        .limit(HISTORY);
      return {
        id: row.id,
        platformCode: row.platformCode,
        ngCode: row.ngCode,
        settings: settingsOf(row),
        versions: versions.map(({ version, operator }) => ({
          id: version.id,
          saveTime: formatDateTime(version.createdAt),
          operator: operator ?? "初始配置",
          settings: settingsWith(settingsOf(row), version.settings),
        })),
      };
    },

    save,

    /** Puts a saved version's settings back (a new version, audited as a restore). */
    async restore(id: number, versionId: number, actor: StaffActor) {
      const version = await rowWithId(db, platformConfigVersions, versionId, eq(platformConfigVersions.platformConfigId, id));
      if (!version) throw new PlatformSettingsError(404, "该版本不存在");
      const current = settingsOf(await platformOf(id));
      return save(id, settingsWith(current, version.settings), actor, versionId);
    },
  };
}
