/**
 * The building-material category tree products are filed under: two levels, a trade group and the
 * kinds within it. A product names a kind (a leaf); buyers browse by group or kind.
 */
export interface ProductCategoryGroup {
  readonly code: string;
  readonly name: string;
  readonly children: readonly { readonly code: string; readonly name: string }[];
}

const group = (code: string, name: string, children: [string, string][]): ProductCategoryGroup => ({
  code,
  name,
  children: children.map(([childCode, childName]) => ({ code: childCode, name: childName })),
});

export const PRODUCT_CATEGORIES: readonly ProductCategoryGroup[] = [
  group("steel", "钢材", [
    ["rebar", "螺纹钢"],
    ["wire-rod", "高线盘螺"],
    ["section-steel", "型钢"],
    ["steel-plate", "钢板"],
    ["steel-pipe", "钢管"],
  ]),
  group("cement", "水泥", [
    ["portland-cement", "普通硅酸盐水泥"],
    ["slag-cement", "矿渣硅酸盐水泥"],
    ["special-cement", "特种水泥"],
  ]),
  group("concrete", "混凝土", [
    ["ready-mix", "商品混凝土"],
    ["precast", "预制构件"],
    ["mortar", "干混砂浆"],
  ]),
  group("aggregate", "砂石骨料", [
    ["sand", "机制砂"],
    ["gravel", "碎石"],
  ]),
  group("waterproof", "防水材料", [
    ["membrane", "防水卷材"],
    ["coating", "防水涂料"],
  ]),
  group("pipe", "管材管件", [
    ["pvc-pipe", "PVC管材"],
    ["ppr-pipe", "PPR管材"],
    ["pe-pipe", "PE管材"],
    ["fittings", "管件阀门"],
  ]),
  group("cable", "电线电缆", [
    ["power-cable", "电力电缆"],
    ["building-wire", "建筑布电线"],
  ]),
  group("doors", "门窗幕墙", [
    ["alu-window", "铝合金门窗"],
    ["fire-door", "防火门"],
    ["curtain-wall", "幕墙材料"],
  ]),
  group("hardware", "五金工具", [
    ["fasteners", "紧固件"],
    ["power-tools", "电动工具"],
    ["scaffold", "脚手架扣件"],
  ]),
  group("decoration", "装饰材料", [
    ["tiles", "瓷砖"],
    ["gypsum-board", "石膏板"],
    ["paint", "建筑涂料"],
  ]),
];

const kinds = new Map(PRODUCT_CATEGORIES.flatMap((g) => g.children.map((c) => [c.code, { group: g, name: c.name }] as const)));
const groups = new Map(PRODUCT_CATEGORIES.map((g) => [g.code, g]));

/** Whether a code is a kind a product may be filed under (a leaf, not a group). */
export function isProductKind(code: string): boolean {
  return kinds.has(code);
}

/** "钢材 › 螺纹钢" for a kind, "钢材" for a group, null for an unknown code. */
export function productCategoryPath(code: string): string | null {
  const kind = kinds.get(code);
  if (kind) return `${kind.group.name} › ${kind.name}`;
  return groups.get(code)?.name ?? null;
}

/** The group a kind belongs to (its own code for a group), null when unknown. */
export function productCategoryGroupOf(code: string): string | null {
  return kinds.get(code)?.group.code ?? (groups.has(code) ? code : null);
}

/** The kinds a code covers: a group's children, a kind itself, nothing for an unknown code. */
export function productKindsOf(code: string): string[] {
  if (kinds.has(code)) return [code];
  return groups.get(code)?.children.map((c) => c.code) ?? [];
}

/** The units a building-material price is quoted in. */
export const PRODUCT_UNITS = ["吨", "立方米", "平方米", "米", "千米", "根", "卷", "袋", "桶", "件", "套", "樘", "个", "台", "箱", "千克"] as const;
