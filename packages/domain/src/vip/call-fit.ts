import { JILIN_CITIES } from "../site/regions.ts";

/** A public call (招标公告 or 公开询价) as its push to VIP companies reads it. */
export interface PushedCall {
  /** Where the work or the delivery is: the tender's 项目地点, the sheet's 收货地址. */
  readonly location: string;
  /** The qualifications the call requires, as its author wrote them ("建筑工程施工总承包二级及以上"). */
  readonly qualifications: readonly string[];
}

/** A city's name as people write it in an address: 长春 for 长春市, 延边 for 延边朝鲜族自治州. */
const stemOf = (name: string) => name.replace(/(朝鲜族自治州|自治州|地区|市)$/, "");

/**
 * Stems that occur inside other place names (吉林省, 长白山, 长白县): a city with such a stem is
 * named only by its full name (吉林市, 白山市).
 */
const AMBIGUOUS_STEMS = new Set(["吉林", "白山"]);

/**
 * The province's cities (4-digit codes) an address names, by their full name or their stem
 * ("吉林省长春市绿园区…", "长春新区…", "延边州…"); none when it names no city of the province.
 */
export function citiesNamedIn(location: string): string[] {
  const address = location.replaceAll("吉林省", "");
  return JILIN_CITIES.filter((city) => {
    const stem = stemOf(city.name);
    return address.includes(city.name) || (!AMBIGUOUS_STEMS.has(stem) && address.includes(stem));
  }).map((city) => city.code.slice(0, 4));
}

/** A construction qualification a call may require: a 施工总承包 or 专业承包 category the company must hold. */
const CONSTRUCTION_QUALIFICATION = /(施工总承包|专业承包)/;

/**
 * Whether a VIP company gets a public call pushed (平台公告与招采信息优先推送): the call names the
 * company's city, and the company holds every construction qualification the call requires (a
 * certificate whose category name the requirement contains, whatever grade it asks for: the
 * company judges the grade on reading). Requirements of other kinds (营业执照, 安全生产许可证,
 * 产品合格证) every bidder must bring anyway and do not narrow the push.
 */
export function callFitsCompany(call: PushedCall, company: { readonly cityCode: string; readonly qualificationNames: readonly string[] }): boolean {
  if (company.cityCode === "" || !citiesNamedIn(call.location).includes(company.cityCode.slice(0, 4))) return false;
  return call.qualifications
    .filter((requirement) => CONSTRUCTION_QUALIFICATION.test(requirement))
    .every((requirement) => company.qualificationNames.some((name) => name !== "" && requirement.includes(name)));
}
