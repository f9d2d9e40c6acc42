/**
 * 大写金额 as Chinese finance writes it on quotations, contracts and invoices (GB/T 12406 practice,
 * 《支付结算办法》 rules): 壹万贰仟捌佰元整, 壹佰元零伍分, 负 for negatives. Whole fen only.
 */
const DIGITS = ["零", "壹", "贰", "叁", "肆", "伍", "陆", "柒", "捌", "玖"];
const PLACES = ["", "拾", "佰", "仟"];
const GROUPS = ["", "万", "亿", "万亿"];

/** One group of four digits (0–9999) without leading 零; `zeroBefore` says a lower-order gap needs one. */
function groupText(value: number): string {
  let text = "";
  let pendingZero = false;
  for (let place = 3; place >= 0; place--) {
    const digit = Math.trunc(value / 10 ** place) % 10;
    if (digit === 0) {
      if (text !== "") pendingZero = true;
      continue;
    }
    if (pendingZero) text += "零";
    pendingZero = false;
    text += `${DIGITS[digit] ?? ""}${PLACES[place] ?? ""}`;
  }
  return text;
}

function yuanText(yuan: number): string {
  if (yuan === 0) return "";
  const groups: number[] = [];
  for (let rest = yuan; rest > 0; rest = Math.trunc(rest / 10_000)) groups.push(rest % 10_000);
  let text = "";
  let gap = false;
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i] ?? 0;
    if (group === 0) {
      gap = text !== "";
      continue;
    }
    // A missing thousand inside the number is read as 零 (壹万零伍佰).
    if (text !== "" && (gap || group < 1000)) text += "零";
    gap = false;
    text += groupText(group) + GROUPS[i];
  }
  return text;
}

/** 12345678 fen → 壹拾贰万叁仟肆佰伍拾陆元柒角捌分. */
export function fenToChineseCapital(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError("fen must be a safe integer");
  if (fen < 0) return `负${fenToChineseCapital(-fen)}`;
  if (fen === 0) return "零元整";
  const yuan = Math.trunc(fen / 100);
  const jiao = Math.trunc(fen / 10) % 10;
  const cents = fen % 10;
  const head = yuanText(yuan);
  let text = head === "" ? "" : `${head}元`;
  if (jiao === 0 && cents === 0) return `${text}整`;
  if (jiao > 0) text += `${DIGITS[jiao]}角`;
  else if (head !== "") text += "零";
  if (cents > 0) text += `${DIGITS[cents]}分`;
  return text;
}
