import { CHANGCHUN_PLATFORM_CODE } from "../product.ts";

/**
 * The sections a platform may hide (back office 平台设置 「隐藏的版块」), each with the label staff
 * see. A platform's configuration lists the keys it hides (spec §2: CHANGCHUN hides both).
 */
export const PLATFORM_HIDEABLE_SECTIONS = {
  partyBuilding: "党建引领（菜单、首页版块、党建页面的站点地图）",
  friendlyLinks: "页脚友情链接",
} as const;

/** A section a platform may hide. */
export type PlatformHideableSection = keyof typeof PLATFORM_HIDEABLE_SECTIONS;

/** The hideable sections' keys, in the back office's order. */
export const PLATFORM_HIDEABLE_SECTION_KEYS = Object.keys(PLATFORM_HIDEABLE_SECTIONS) as [PlatformHideableSection, ...PlatformHideableSection[]];

/** Whether a value is the key of a hideable section. */
export function isPlatformHideableSection(value: unknown): value is PlatformHideableSection {
  return typeof value === "string" && Object.hasOwn(PLATFORM_HIDEABLE_SECTIONS, value);
}

/** What a platform hid before the setting existed: CHANGCHUN hides party building and the friendly links (spec §2). */
function hiddenByPlatformCode(platformCode: string | null | undefined): readonly PlatformHideableSection[] {
  return platformCode === CHANGCHUN_PLATFORM_CODE ? ["partyBuilding", "friendlyLinks"] : [];
}

/**
 * The sections a platform hides: its configured list (unknown keys ignored, duplicates collapsed,
 * in the back office's order), or, when the configuration carries no list, the platform code's rule.
 */
export function platformHiddenSections(platformCode: string | null | undefined, hiddenSections?: readonly string[] | null): readonly PlatformHideableSection[] {
  if (hiddenSections == null) return hiddenByPlatformCode(platformCode);
  return PLATFORM_HIDEABLE_SECTION_KEYS.filter((key) => hiddenSections.includes(key));
}

/** Whether a platform hides a section (see {@link platformHiddenSections}). */
export function hidesSection(section: PlatformHideableSection, platformCode: string | null | undefined, hiddenSections?: readonly string[] | null): boolean {
  return platformHiddenSections(platformCode, hiddenSections).includes(section);
}
