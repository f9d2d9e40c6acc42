/** A region of the province by its GB/T 2260 code. */
export interface Region {
  code: string;
  name: string;
}

/**
 * The prefecture-level divisions of Jilin (GB/T 2260): the company directory filters by them, and
 * a company's six-digit district code starts with its city's four digits.
 */
export const JILIN_CITIES: readonly Region[] = [
  { code: "220100", name: "长春市" },
  { code: "220200", name: "吉林市" },
  { code: "220300", name: "四平市" },
  { code: "220400", name: "辽源市" },
  { code: "220500", name: "通化市" },
  { code: "220600", name: "白山市" },
  { code: "220700", name: "松原市" },
  { code: "220800", name: "白城市" },
  { code: "222400", name: "延边朝鲜族自治州" },
];

/** The qualification categories (资质类别) the directory filters by, as certificates name them. */
export const QUALIFICATION_CATEGORIES = [
  "建筑工程施工总承包",
  "市政公用工程施工总承包",
  "公路工程施工总承包",
  "水利水电工程施工总承包",
  "机电工程施工总承包",
  "钢结构工程专业承包",
  "建筑装修装饰工程专业承包",
  "地基基础工程专业承包",
  "环保工程专业承包",
  "起重设备安装工程专业承包",
] as const;

/** The grades (等级) of construction qualifications. */
export const QUALIFICATION_GRADES = ["特级", "一级", "二级", "三级"] as const;
