import type { MediaSource } from "../../platform/media/media-catalogue.ts";
import { randomFrom } from "../../platform/media/svg-shapes.ts";

// Portraits of the seeded lawyers: an illustrated head and shoulders in a suit (no real person's
// likeness), drawn from a seed so the picture, and so its address, is the same on every start.

const BACKGROUNDS = ["#dbe7f5", "#e3efe3", "#f2e8d8", "#e8e2f3", "#dde9ec"] as const;
const SKIN = ["#f1d2b6", "#e8c4a2", "#f5dcc5", "#dfb894"] as const;
const HAIR = ["#1f1b18", "#2e2520", "#3b2f28", "#4a4a4a"] as const;
const SUITS = ["#1f2d44", "#2b2b30", "#34425a", "#3a3f47"] as const;
const TIES = ["#9b1c1c", "#1d4f91", "#5b2a86", "#0f5e4a"] as const;

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)] as T;
}

/** The SVG (160 × 160) of a lawyer's portrait; `female` draws longer hair and no tie. */
function lawyerPortraitSvg(seed: number, female: boolean): string {
  const random = randomFrom(seed * 7919 + 17);
  const background = pick(BACKGROUNDS, random);
  const skin = pick(SKIN, random);
  const hair = pick(HAIR, random);
  const suit = pick(SUITS, random);
  const tie = pick(TIES, random);
  const hairShape = female
    ? `<path d="M48 78 C44 40 62 26 80 26 C100 26 118 40 112 80 L112 104 L100 104 L100 66 L60 66 L60 104 L48 104 Z" fill="${hair}"/>`
    : `<path d="M54 66 C52 40 66 30 80 30 C96 30 108 40 106 66 C100 54 90 50 80 50 C70 50 60 54 54 66 Z" fill="${hair}"/>`;
  const collar = female
    ? `<path d="M66 118 L80 136 L94 118 Z" fill="#ffffff"/>`
    : `<path d="M68 116 L80 130 L92 116 Z" fill="#ffffff"/><path d="M77 122 L83 122 L86 150 L80 158 L74 150 Z" fill="${tie}"/>`;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">',
    `<rect width="160" height="160" fill="${background}"/>`,
    `<path d="M22 160 C24 128 44 112 80 112 C116 112 136 128 138 160 Z" fill="${suit}"/>`,
    collar,
    `<rect x="71" y="92" width="18" height="22" rx="6" fill="${skin}"/>`,
    `<ellipse cx="80" cy="72" rx="26" ry="30" fill="${skin}"/>`,
    hairShape,
    `<ellipse cx="70" cy="74" rx="2.6" ry="3" fill="#2a211c"/><ellipse cx="90" cy="74" rx="2.6" ry="3" fill="#2a211c"/>`,
    `<path d="M72 88 Q80 93 88 88" stroke="#a2574a" stroke-width="2.4" fill="none" stroke-linecap="round"/>`,
    "</svg>",
  ].join("");
}

/** The portrait as a picture of the media store (square, like a logo). */
export function lawyerPortrait(slug: string, seed: number, female: boolean, name: string): MediaSource {
  return { kind: "logo", name: `lawyer-${slug}`, svg: lawyerPortraitSvg(seed, female), description: `${name}律师头像（插画）` };
}
