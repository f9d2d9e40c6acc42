import type { Failure } from "../messages/format-message.ts";
import type { Result } from "../result.ts";

/** Why a 统一社会信用代码 is refused. */
export type CreditCodeRejection = Failure<
  "credit-code.format" | "credit-code.authority" | "credit-code.institution-type" | "credit-code.region" | "credit-code.check-char"
>;

/** The 31 characters of GB 32100-2015, in value order: no I, O, S, V, Z. */
export const CREDIT_CODE_CHARSET = "0123456789ABCDEFGHJKLMNPQRTUWXY";

const FORMAT = /^[0-9A-HJ-NPQRTUWXY]{18}$/;

/** Weights of positions 1-17: 3^(i-1) mod 31. */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/**
 * Position 1, the registration authority (登记管理部门代码), with the institution types
 * (机构类别代码, position 2) each one issues (GB 32100-2015, 附录 A).
 */
export const CREDIT_CODE_INSTITUTION_TYPES: Readonly<Record<string, string>> = {
  "1": "1239", // 机构编制: 机关, 事业单位, 中央编办直接管理机构编制的群众团体, 其他
  "2": "19", // 外交: 外国常驻新闻机构, 其他
  "3": "123459", // 司法行政: 律师执业机构, 公证处, 基层法律服务所, 司法鉴定机构, 仲裁委员会, 其他
  "4": "19", // 文化: 外国在华文化中心, 其他
  "5": "1239", // 民政: 社会团体, 民办非企业单位, 基金会, 其他
  "6": "129", // 旅游: 外国及港澳台旅游部门常驻代表机构, 其他
  "7": "129", // 宗教: 宗教活动场所, 宗教院校, 其他
  "8": "19", // 工会: 基层工会, 其他
  "9": "123", // 工商: 企业, 个体工商户, 农民专业合作社
  A: "19", // 中央军委改革和编制办公室: 军队事业单位, 其他
  N: "1239", // 农业: 组级, 村级, 乡镇级集体经济组织, 其他
  Y: "1", // 其他
};

/** The check character of a 17-character body (MOD 31, GB 32100-2015 §5). */
export function creditCodeCheckChar(body: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARSET.indexOf(body[i] ?? "") * (WEIGHTS[i] ?? 0);
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31] ?? "";
}

/**
 * 统一社会信用代码 (GB 32100-2015): 18 characters of the code's charset (digits and upper-case
 * letters without I, O, S, V, Z); a known registration authority and one of its institution types;
 * a 6-digit administrative division; the organisation code; and the MOD 31 check character.
 */
export function validateCreditCode(value: string): Result<string, CreditCodeRejection> {
  if (!FORMAT.test(value)) return { ok: false, code: "credit-code.format" };
  const types = CREDIT_CODE_INSTITUTION_TYPES[value.charAt(0)];
  if (types === undefined) return { ok: false, code: "credit-code.authority" };
  if (!types.includes(value.charAt(1))) return { ok: false, code: "credit-code.institution-type" };
  if (!/^\d{6}$/.test(value.slice(2, 8))) return { ok: false, code: "credit-code.region" };
  if (creditCodeCheckChar(value.slice(0, 17)) !== value[17]) return { ok: false, code: "credit-code.check-char" };
  return { ok: true, value };
}
