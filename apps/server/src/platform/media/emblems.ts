// Logos drawn from names: a company's monogram badge and a partner's word mark. Text is set in
// WenQuanYi Micro Hei (the CJK font the machines install for the browser), with generic fallbacks.

const FONT = "'WenQuanYi Micro Hei', 'Noto Sans CJK SC', 'Source Han Sans SC', sans-serif";

function xmlText(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

// Badge colours dark enough for white text at 4.5:1 and more.
const BADGE_COLOURS = ["#005bbf", "#1a7f2b", "#8a5a00", "#6a3fb5", "#b3261e", "#00677a"] as const;

/** Picks a badge colour from a name, the same one every time. */
function colourOf(name: string): string {
  let sum = 0;
  for (const char of name) sum = (sum * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return BADGE_COLOURS[sum % BADGE_COLOURS.length] as string;
}

/**
 * A company's short name for its badge: the full name without the province or city, the legal form and a
 * branch note, first two characters of what is left ("吉林省长建建设集团有限公司" → "长建").
 */
export function companyShortName(fullName: string): string {
  const core = fullName
    .replace(/（[^）]*）|\([^)]*\)/g, "")
    .replace(/^(吉林省|吉林市?|长春市?)/, "")
    .replace(/(股份)?有限(责任)?公司$|集团$/, "");
  return [...core].slice(0, 2).join("") || [...fullName].slice(0, 2).join("");
}

/** A square monogram badge (160 × 160) with the company's short name. */
export function companyBadgeSvg(fullName: string): string {
  const short = companyShortName(fullName);
  const colour = colourOf(fullName);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">',
    `<rect x="4" y="4" width="152" height="152" rx="28" fill="${colour}"/>`,
    '<rect x="14" y="14" width="132" height="132" rx="20" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>',
    '<path d="M30 128 L58 100 L80 114 L104 88 L130 128 Z" fill="#fff" fill-opacity="0.16"/>',
    `<text x="80" y="98" text-anchor="middle" font-family="${FONT}" font-size="52" font-weight="700" fill="#fff">${xmlText(short)}</text>`,
    "</svg>",
  ].join("");
}

/** A partner's word mark (320 × 120): a symbol in the partner's colour and its name. */
export function partnerMarkSvg(name: string, symbol: string): string {
  const colour = colourOf(name);
  const size = [...name].length > 6 ? 26 : 30;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120">',
    '<rect x="2" y="2" width="316" height="116" rx="14" fill="#fff" stroke="#d0d7e2" stroke-width="2"/>',
    `<circle cx="60" cy="60" r="34" fill="${colour}"/>`,
    `<text x="60" y="72" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#fff">${xmlText(symbol)}</text>`,
    `<text x="108" y="${60 + size * 0.36}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#1f2933">${xmlText(name)}</text>`,
    "</svg>",
  ].join("");
}
