import { CHANGCHUN_PLATFORM_CODE } from "../product.ts";
import { type DictEntry, firstChildren } from "./dictionary.ts";

/**
 * The industryFrontCss flag from the industry_front_css_flag dictionary (spec §4): false by
 * default; on CHANGCHUN true when the first child's dictKey is 2 or 3, elsewhere when it is 1 or 3.
 */
export function industryFrontCssFlag(entries: readonly DictEntry[] | null | undefined, platformCode: string | null | undefined): boolean {
  const key = firstChildren(entries)[0]?.dictKey;
  if (key === undefined) return false;
  const accepted = platformCode === CHANGCHUN_PLATFORM_CODE ? ["2", "3"] : ["1", "3"];
  return accepted.includes(String(key).trim());
}
