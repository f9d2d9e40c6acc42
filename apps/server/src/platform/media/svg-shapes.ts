// Building blocks of the seeded illustrations: plain SVG strings of construction shapes (cranes,
// buildings, bridges, rebar), each placed by its foot so a scene reads as a line of ground.

/** A small deterministic generator, so a scene (and so its hash and address) never changes between starts. */
export function randomFrom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

/** A palette of a scene: sky from top to horizon, far and near building tones, steel, accent. */
export interface Palette {
  skyTop: string;
  skyBottom: string;
  far: string;
  near: string;
  steel: string;
  accent: string;
  ground: string;
}

/** The sky and a low sun, as a full-size background. */
export function sky(width: number, height: number, palette: Palette, id: string): string {
  return [
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    `<circle cx="${width * 0.82}" cy="${height * 0.3}" r="${height * 0.11}" fill="#fff" opacity="0.25"/>`,
  ].join("");
}

/** A row of distant towers along the horizon. */
export function skyline(width: number, groundY: number, color: string, random: () => number): string {
  const parts: string[] = [];
  for (let x = 0; x < width; ) {
    const w = 30 + random() * 60;
    const h = 40 + random() * 140;
    parts.push(`<rect x="${x.toFixed(1)}" y="${(groundY - h).toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${color}"/>`);
    x += w + random() * 12;
  }
  return `<g opacity="0.55">${parts.join("")}</g>`;
}

/** A finished building with rows of lit windows. */
export function building(x: number, groundY: number, w: number, h: number, color: string, window: string, random: () => number): string {
  const cells: string[] = [`<rect x="${x}" y="${groundY - h}" width="${w}" height="${h}" fill="${color}"/>`];
  const cols = Math.max(2, Math.floor(w / 22));
  const rows = Math.max(3, Math.floor(h / 26));
  const cw = w / cols;
  const rh = h / rows;
  for (let r = 0; r < rows - 1; r++)
    for (let c = 0; c < cols; c++)
      if (random() > 0.25)
        cells.push(
          `<rect x="${(x + c * cw + cw * 0.25).toFixed(1)}" y="${(groundY - h + r * rh + rh * 0.3).toFixed(1)}" width="${(cw * 0.5).toFixed(1)}" height="${(rh * 0.45).toFixed(1)}" fill="${window}" opacity="${(0.5 + random() * 0.5).toFixed(2)}"/>`,
        );
  return cells.join("");
}

/** A frame under construction: floor slabs, columns and the rebar sticking out of the top floor. */
export function frame(x: number, groundY: number, w: number, floors: number, color: string, steel: string): string {
  const floorH = 34;
  const parts: string[] = [];
  const columns = Math.max(3, Math.floor(w / 40));
  for (let f = 0; f < floors; f++) {
    const y = groundY - (f + 1) * floorH;
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="6" fill="${color}"/>`);
    for (let c = 0; c <= columns; c++)
      parts.push(`<rect x="${x + (c * (w - 8)) / columns}" y="${y + 6}" width="8" height="${floorH - 6}" fill="${color}" opacity="0.85"/>`);
  }
  const top = groundY - floors * floorH;
  for (let c = 0; c <= columns; c++) {
    const cx = x + (c * (w - 8)) / columns + 4;
    parts.push(`<path d="M${cx - 2} ${top} v-18 M${cx + 2} ${top} v-22" stroke="${steel}" stroke-width="1.6"/>`);
  }
  // Scaffolding on one side, a net of thin tubes.
  for (let f = 0; f < floors; f++) {
    const y = groundY - f * floorH;
    parts.push(
      `<path d="M${x + w + 4} ${y} l12 -${floorH} M${x + w + 16} ${y} l-12 -${floorH} M${x + w + 4} ${y - floorH} h12" stroke="${steel}" stroke-width="1.2" opacity="0.8"/>`,
    );
  }
  return parts.join("");
}

/** A tower crane: lattice mast, jib and counter-jib, trolley, hook and a hanging load. */
export function towerCrane(x: number, groundY: number, height: number, jib: number, color: string, steel: string): string {
  const top = groundY - height;
  const lattice: string[] = [];
  for (let y = groundY; y > top + 14; y -= 14) lattice.push(`M${x} ${y} L${x + 14} ${y - 14} M${x + 14} ${y} L${x} ${y - 14}`);
  const jibLattice: string[] = [];
  for (let j = x + 14; j < x + 14 + jib; j += 16) jibLattice.push(`M${j} ${top} L${j + 8} ${top - 10} L${j + 16} ${top}`);
  const trolley = x + 14 + jib * 0.62;
  return [
    `<rect x="${x - 6}" y="${groundY - 8}" width="26" height="8" fill="${steel}"/>`,
    `<path d="M${x} ${groundY} V${top} M${x + 14} ${groundY} V${top}" stroke="${color}" stroke-width="3"/>`,
    `<path d="${lattice.join(" ")}" stroke="${color}" stroke-width="1.4"/>`,
    `<path d="M${x - jib * 0.35} ${top} H${x + 14 + jib} M${x + 14} ${top - 10} H${x + 14 + jib}" stroke="${color}" stroke-width="3"/>`,
    `<path d="${jibLattice.join(" ")}" stroke="${color}" stroke-width="1.4" fill="none"/>`,
    `<path d="M${x + 7} ${top - 34} L${x - jib * 0.3} ${top} M${x + 7} ${top - 34} L${x + 14 + jib * 0.8} ${top - 10}" stroke="${steel}" stroke-width="1.2"/>`,
    `<rect x="${x - 2}" y="${top - 34}" width="18" height="24" fill="${color}"/>`,
    `<rect x="${x - jib * 0.34}" y="${top}" width="${jib * 0.14}" height="16" fill="${steel}"/>`,
    `<rect x="${x + 2}" y="${top + 4}" width="12" height="12" fill="${steel}" opacity="0.9"/>`,
    `<rect x="${trolley - 6}" y="${top}" width="12" height="5" fill="${steel}"/>`,
    `<path d="M${trolley} ${top + 5} V${top + height * 0.42}" stroke="${steel}" stroke-width="1"/>`,
    `<path d="M${trolley - 4} ${top + height * 0.42} h8 l-4 8 z" fill="${steel}"/>`,
    `<rect x="${trolley - 20}" y="${top + height * 0.42 + 8}" width="40" height="10" fill="${color}" opacity="0.9"/>`,
  ].join("");
}

/** An arch bridge across the foreground: deck, arch and hangers. */
export function archBridge(x: number, deckY: number, span: number, rise: number, color: string, steel: string): string {
  const hangers: string[] = [];
  for (let i = 1; i < 12; i++) {
    const t = i / 12;
    const hx = x + span * t;
    const hy = deckY - 4 * rise * t * (1 - t);
    hangers.push(`M${hx.toFixed(1)} ${hy.toFixed(1)} V${deckY}`);
  }
  return [
    `<path d="M${x} ${deckY} Q${x + span / 2} ${deckY - 2 * rise} ${x + span} ${deckY}" fill="none" stroke="${color}" stroke-width="7"/>`,
    `<path d="${hangers.join(" ")}" stroke="${steel}" stroke-width="1.6"/>`,
    `<rect x="${x - 40}" y="${deckY}" width="${span + 80}" height="10" fill="${color}"/>`,
    `<rect x="${x - 10}" y="${deckY + 10}" width="16" height="60" fill="${color}" opacity="0.85"/>`,
    `<rect x="${x + span - 6}" y="${deckY + 10}" width="16" height="60" fill="${color}" opacity="0.85"/>`,
  ].join("");
}

/** Bundles of rebar lying on the ground, seen end-on as stacked circles beside long bars. */
export function rebarStack(x: number, groundY: number, length: number, color: string, accent: string): string {
  const parts: string[] = [];
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 6 - row; i++) {
      const cx = x + i * 9 + row * 4.5;
      const cy = groundY - 5 - row * 8;
      parts.push(`<circle cx="${cx}" cy="${cy}" r="4" fill="${color}" stroke="${accent}" stroke-width="1"/>`);
      parts.push(`<rect x="${cx}" y="${cy - 1.5}" width="${length}" height="3" fill="${color}" opacity="0.8"/>`);
    }
  parts.push(`<rect x="${x + length * 0.3}" y="${groundY - 26}" width="6" height="26" fill="${accent}"/>`);
  return parts.join("");
}

/** A safety helmet: the sign of site supervision. */
export function helmet(cx: number, cy: number, size: number, color: string, rim: string): string {
  return [
    `<path d="M${cx - size} ${cy} A${size} ${size * 0.9} 0 0 1 ${cx + size} ${cy} Z" fill="${color}"/>`,
    `<rect x="${cx - size * 1.25}" y="${cy - 2}" width="${size * 2.5}" height="${size * 0.18}" rx="${size * 0.09}" fill="${rim}"/>`,
    `<rect x="${cx - size * 0.12}" y="${cy - size * 0.88}" width="${size * 0.24}" height="${size * 0.86}" fill="${rim}" opacity="0.6"/>`,
  ].join("");
}

/** The ground strip with a striped safety barrier. */
export function ground(width: number, height: number, groundY: number, palette: Palette): string {
  const stripes: string[] = [];
  for (let x = 0; x < width; x += 28) stripes.push(`<rect x="${x}" y="${groundY - 12}" width="14" height="6" fill="${palette.accent}"/>`);
  return [`<rect y="${groundY}" width="${width}" height="${height - groundY}" fill="${palette.ground}"/>`, `<g opacity="0.9">${stripes.join("")}</g>`].join("");
}

// Shapes of the topic scenes (topic-scenes.ts): documents, seals, charts, people, machines, signs.
// They are drawn in the scenes' own 500 × 300 design box, so plain numbers rounded to a tenth.

/** A number as SVG writes it: a tenth at most, so the pictures stay small. */
function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Fixed colours of things that have one whatever the light: paper, ink, the seal's red, gold, skin. */
export const objectColours = {
  paper: "#f7f5ef",
  ink: "#8a96a8",
  red: "#d22b2b",
  gold: "#f2c14e",
  skin: "#eec39a",
  hair: "#2b2118",
  dark: "#1f2933",
  wood: "#9a6634",
  blueprint: "#1f5fae",
  orange: "#f07c1e",
} as const;

/** Horizontal strokes as one path: `[x, y, length]` each. */
function strokes(lines: [number, number, number][], color: string, width: number, opacity = 1): string {
  const d = lines.map(([x, y, length]) => `M${n(x)} ${n(y)}h${n(length)}`).join("");
  return `<path d="${d}" stroke="${color}" stroke-width="${n(width)}"${opacity < 1 ? ` opacity="${opacity}"` : ""}/>`;
}

/** A sheet of paper with a heading and lines of text of random lengths, its top right corner folded. */
export function paperSheet(x: number, y: number, w: number, h: number, paper: string, ink: string, random: () => number): string {
  const fold = w * 0.16;
  const lines: [number, number, number][] = [];
  for (let ly = y + h * 0.26; ly < y + h * 0.9; ly += h * 0.08) lines.push([x + w * 0.1, ly, w * (0.45 + random() * 0.35)]);
  return [
    `<path d="M${n(x)} ${n(y)}H${n(x + w - fold)}L${n(x + w)} ${n(y + fold)}V${n(y + h)}H${n(x)}Z" fill="${paper}"/>`,
    `<path d="M${n(x + w - fold)} ${n(y)}V${n(y + fold)}H${n(x + w)}Z" fill="${ink}" opacity="0.45"/>`,
    strokes([[x + w * 0.22, y + h * 0.12, w * 0.56]], ink, h * 0.045),
    strokes(lines, ink, h * 0.022, 0.75),
  ].join("");
}

/** An official seal (公章): a red ring, a ring of characters as dashes and a line of text inside. */
export function officialSeal(cx: number, cy: number, r: number, red: string): string {
  return [
    `<g opacity="0.88">`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${red}" stroke-width="${n(r * 0.1)}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.72)}" fill="none" stroke="${red}" stroke-width="${n(r * 0.18)}" stroke-dasharray="${n(r * 0.14)} ${n(r * 0.09)}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.16)}" fill="${red}"/>`,
    strokes([[cx - r * 0.36, cy + r * 0.36, r * 0.72]], red, r * 0.09),
    "</g>",
  ].join("");
}

/** A judge's gavel resting on its sound block, the handle pointing left. */
export function gavel(x: number, groundY: number, size: number, wood: string, band: string): string {
  const blockH = size * 0.14;
  const cx = x + size * 0.62;
  const cy = groundY - blockH - size * 0.16;
  return [
    `<ellipse cx="${n(x + size * 0.62)}" cy="${n(groundY - blockH / 2)}" rx="${n(size * 0.3)}" ry="${n(blockH / 2)}" fill="${band}"/>`,
    `<rect x="${n(x + size * 0.32)}" y="${n(groundY - blockH)}" width="${n(size * 0.6)}" height="${n(blockH * 0.5)}" fill="${wood}"/>`,
    `<g transform="rotate(-18 ${n(cx)} ${n(cy)})">`,
    `<rect x="${n(x)}" y="${n(cy - size * 0.035)}" width="${n(size * 0.62)}" height="${n(size * 0.07)}" rx="${n(size * 0.03)}" fill="${wood}"/>`,
    `<rect x="${n(cx - size * 0.08)}" y="${n(cy - size * 0.16)}" width="${n(size * 0.34)}" height="${n(size * 0.32)}" rx="${n(size * 0.04)}" fill="${wood}"/>`,
    `<rect x="${n(cx - size * 0.02)}" y="${n(cy - size * 0.16)}" width="${n(size * 0.05)}" height="${n(size * 0.32)}" fill="${band}"/>`,
    `<rect x="${n(cx + size * 0.15)}" y="${n(cy - size * 0.16)}" width="${n(size * 0.05)}" height="${n(size * 0.32)}" fill="${band}"/>`,
    "</g>",
  ].join("");
}

/** A plain flag on a pole, waving: `wave` (−1 to 1) bends the cloth. */
export function flag(x: number, groundY: number, poleH: number, fw: number, fh: number, cloth: string, pole: string, wave: number): string {
  const top = groundY - poleH;
  const a = x + 3;
  const t = top + 4;
  const d = fh * 0.18 * wave;
  return [
    `<rect x="${n(x)}" y="${n(top)}" width="4" height="${n(poleH)}" fill="${pole}"/>`,
    `<circle cx="${n(x + 2)}" cy="${n(top - 2)}" r="4" fill="${objectColours.gold}"/>`,
    `<path d="M${n(a)} ${n(t)}C${n(a + fw * 0.3)} ${n(t - d)} ${n(a + fw * 0.6)} ${n(t + d)} ${n(a + fw)} ${n(t)}V${n(t + fh)}C${n(a + fw * 0.6)} ${n(t + fh + d)} ${n(a + fw * 0.3)} ${n(t + fh - d)} ${n(a)} ${n(t + fh)}Z" fill="${cloth}"/>`,
  ].join("");
}

/** A hall with a pediment, a row of columns and steps: a meeting hall or a public building. */
export function hall(x: number, groundY: number, w: number, h: number, wall: string, trim: string, columns: number): string {
  const parts: string[] = [];
  for (let s = 0; s < 3; s++)
    parts.push(
      `<rect x="${n(x - 8 + s * 4)}" y="${n(groundY - (s + 1) * 5)}" width="${n(w + 16 - s * 8)}" height="5" fill="${trim}" opacity="${0.7 + s * 0.1}"/>`,
    );
  const base = groundY - 15;
  const bodyTop = base - h * 0.72;
  parts.push(`<rect x="${n(x)}" y="${n(bodyTop)}" width="${n(w)}" height="${n(h * 0.72)}" fill="${wall}"/>`);
  const colW = w / (columns * 2 + 1);
  for (let c = 0; c < columns; c++)
    parts.push(`<rect x="${n(x + colW * (c * 2 + 1))}" y="${n(bodyTop + 8)}" width="${n(colW)}" height="${n(h * 0.72 - 8)}" fill="${trim}" opacity="0.85"/>`);
  parts.push(`<rect x="${n(x - 6)}" y="${n(bodyTop - 10)}" width="${n(w + 12)}" height="10" fill="${trim}"/>`);
  parts.push(
    `<path d="M${n(x - 10)} ${n(bodyTop - 10)}L${n(x + w / 2)} ${n(bodyTop - 10 - h * 0.22)}L${n(x + w + 10)} ${n(bodyTop - 10)}Z" fill="${wall}" stroke="${trim}" stroke-width="3"/>`,
  );
  return parts.join("");
}

/** A ribbon banner with a gold edge and swallow-tailed ends. */
export function ribbon(x: number, y: number, w: number, h: number, cloth: string, edge: string): string {
  const tail = h * 0.9;
  return [
    `<path d="M${n(x - tail)} ${n(y + h * 0.25)}L${n(x)} ${n(y + h * 0.25)}V${n(y + h * 1.25)}L${n(x - tail)} ${n(y + h * 1.25)}L${n(x - tail * 0.55)} ${n(y + h * 0.75)}Z" fill="${cloth}" opacity="0.8"/>`,
    `<path d="M${n(x + w + tail)} ${n(y + h * 0.25)}L${n(x + w)} ${n(y + h * 0.25)}V${n(y + h * 1.25)}L${n(x + w + tail)} ${n(y + h * 1.25)}L${n(x + w + tail * 0.55)} ${n(y + h * 0.75)}Z" fill="${cloth}" opacity="0.8"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${cloth}"/>`,
    strokes(
      [
        [x, y + h * 0.12, w],
        [x, y + h * 0.88, w],
      ],
      edge,
      h * 0.06,
    ),
  ].join("");
}

/** A bar chart on a panel with a rising trend line and its arrow. */
export function barChart(x: number, y: number, w: number, h: number, values: number[], panel: string, bar: string, line: string): string {
  const parts = [`<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="8" fill="${panel}" opacity="0.9"/>`];
  const baseY = y + h * 0.88;
  const left = x + w * 0.1;
  const slot = (w * 0.8) / values.length;
  const points: string[] = [];
  values.forEach((value, i) => {
    const bh = value * h * 0.68;
    parts.push(`<rect x="${n(left + slot * i + slot * 0.18)}" y="${n(baseY - bh)}" width="${n(slot * 0.64)}" height="${n(bh)}" fill="${bar}"/>`);
    points.push(`${n(left + slot * (i + 0.5))} ${n(baseY - bh - h * 0.08)}`);
  });
  parts.push(`<path d="M${n(left - 4)} ${n(y + h * 0.1)}V${n(baseY)}H${n(x + w * 0.94)}" fill="none" stroke="${line}" stroke-width="2" opacity="0.6"/>`);
  parts.push(`<path d="M${points.join("L")}" fill="none" stroke="${line}" stroke-width="4" stroke-linejoin="round"/>`);
  const [lx, ly] = (points[points.length - 1] ?? "0 0").split(" ").map(Number) as [number, number];
  parts.push(`<path d="M${n(lx - 10)} ${n(ly - 2)}L${n(lx + 6)} ${n(ly - 8)}L${n(lx - 2)} ${n(ly + 8)}Z" fill="${line}"/>`);
  return parts.join("");
}

/** A stack of coins seen from the side, the top one face up. */
export function coinStack(cx: number, groundY: number, count: number, r: number, gold: string, edge: string): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++)
    parts.push(
      `<ellipse cx="${n(cx)}" cy="${n(groundY - r * 0.3 - i * r * 0.3)}" rx="${n(r)}" ry="${n(r * 0.32)}" fill="${gold}" stroke="${edge}" stroke-width="1.5"/>`,
    );
  const top = groundY - r * 0.3 - (count - 1) * r * 0.3;
  parts.push(`<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(r * 0.6)}" ry="${n(r * 0.18)}" fill="none" stroke="${edge}" stroke-width="1.5"/>`);
  return parts.join("");
}

/** A standing person, front view; with `helmet` a worker in a hard hat and a vest with a reflective band. */
export function person(cx: number, groundY: number, height: number, clothes: string, legs: string, helmetColour?: string, band?: string): string {
  const u = height;
  const headR = u * 0.085;
  const headY = groundY - u + headR;
  const parts = [
    `<rect x="${n(cx - u * 0.11)}" y="${n(groundY - u * 0.46)}" width="${n(u * 0.09)}" height="${n(u * 0.46)}" fill="${legs}"/>`,
    `<rect x="${n(cx + u * 0.02)}" y="${n(groundY - u * 0.46)}" width="${n(u * 0.09)}" height="${n(u * 0.46)}" fill="${legs}"/>`,
    `<rect x="${n(cx - u * 0.2)}" y="${n(groundY - u * 0.8)}" width="${n(u * 0.06)}" height="${n(u * 0.32)}" rx="${n(u * 0.03)}" fill="${clothes}"/>`,
    `<rect x="${n(cx + u * 0.14)}" y="${n(groundY - u * 0.8)}" width="${n(u * 0.06)}" height="${n(u * 0.32)}" rx="${n(u * 0.03)}" fill="${clothes}"/>`,
    `<rect x="${n(cx - u * 0.15)}" y="${n(groundY - u * 0.82)}" width="${n(u * 0.3)}" height="${n(u * 0.4)}" rx="${n(u * 0.05)}" fill="${clothes}"/>`,
    `<circle cx="${n(cx)}" cy="${n(headY)}" r="${n(headR)}" fill="${objectColours.skin}"/>`,
  ];
  if (band) parts.push(`<rect x="${n(cx - u * 0.15)}" y="${n(groundY - u * 0.62)}" width="${n(u * 0.3)}" height="${n(u * 0.04)}" fill="${band}"/>`);
  if (helmetColour) parts.push(helmet(cx, headY - headR * 0.2, headR * 1.15, helmetColour, helmetColour));
  else
    parts.push(
      `<path d="M${n(cx - headR)} ${n(headY - headR * 0.1)}A${n(headR)} ${n(headR)} 0 0 1 ${n(cx + headR)} ${n(headY - headR * 0.1)}Z" fill="${objectColours.hair}"/>`,
    );
  return parts.join("");
}

/** A person seen from behind a table: head and shoulders. */
export function seatedPerson(cx: number, tableY: number, size: number, clothes: string): string {
  return [
    `<path d="M${n(cx - size * 0.5)} ${n(tableY)}V${n(tableY - size * 0.35)}Q${n(cx - size * 0.5)} ${n(tableY - size * 0.6)} ${n(cx - size * 0.2)} ${n(tableY - size * 0.6)}H${n(cx + size * 0.2)}Q${n(cx + size * 0.5)} ${n(tableY - size * 0.6)} ${n(cx + size * 0.5)} ${n(tableY - size * 0.35)}V${n(tableY)}Z" fill="${clothes}"/>`,
    `<circle cx="${n(cx)}" cy="${n(tableY - size * 0.82)}" r="${n(size * 0.24)}" fill="${objectColours.skin}"/>`,
    `<path d="M${n(cx - size * 0.24)} ${n(tableY - size * 0.84)}A${n(size * 0.24)} ${n(size * 0.24)} 0 0 1 ${n(cx + size * 0.24)} ${n(tableY - size * 0.84)}Z" fill="${objectColours.hair}"/>`,
  ].join("");
}

/** A site hoarding: panels between posts with a band along the top. */
export function siteFence(x: number, groundY: number, w: number, h: number, panel: string, band: string): string {
  const posts: string[] = [];
  for (let px = x; px <= x + w; px += 62) posts.push(`M${n(px)} ${n(groundY)}V${n(groundY - h - 6)}`);
  return [
    `<rect x="${n(x)}" y="${n(groundY - h)}" width="${n(w)}" height="${n(h)}" fill="${panel}"/>`,
    `<rect x="${n(x)}" y="${n(groundY - h)}" width="${n(w)}" height="${n(h * 0.16)}" fill="${band}"/>`,
    `<rect x="${n(x)}" y="${n(groundY - h * 0.2)}" width="${n(w)}" height="${n(h * 0.06)}" fill="${band}" opacity="0.6"/>`,
    `<path d="${posts.join("")}" stroke="${band}" stroke-width="4" opacity="0.8"/>`,
  ].join("");
}

/** A sealed envelope: flap lines and a red wax seal where they meet. */
export function envelope(x: number, y: number, w: number, h: number, paper: string, line: string, seal: string): string {
  return [
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="4" fill="${paper}"/>`,
    `<path d="M${n(x)} ${n(y + h)}L${n(x + w * 0.4)} ${n(y + h * 0.5)}M${n(x + w)} ${n(y + h)}L${n(x + w * 0.6)} ${n(y + h * 0.5)}" stroke="${line}" stroke-width="2" fill="none"/>`,
    `<path d="M${n(x)} ${n(y)}L${n(x + w / 2)} ${n(y + h * 0.58)}L${n(x + w)} ${n(y)}Z" fill="${line}" opacity="0.35"/>`,
    `<path d="M${n(x)} ${n(y)}L${n(x + w / 2)} ${n(y + h * 0.58)}L${n(x + w)} ${n(y)}" stroke="${line}" stroke-width="2" fill="none"/>`,
    `<circle cx="${n(x + w / 2)}" cy="${n(y + h * 0.58)}" r="${n(h * 0.13)}" fill="${seal}"/>`,
    `<circle cx="${n(x + w / 2)}" cy="${n(y + h * 0.58)}" r="${n(h * 0.07)}" fill="none" stroke="#fff" stroke-width="1.5" opacity="0.6"/>`,
  ].join("");
}

/** A wall clock: face, twelve ticks, hands at `hour`. */
export function clock(cx: number, cy: number, r: number, face: string, rim: string, hour: number): string {
  const ticks: string[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    ticks.push(`M${n(cx + Math.sin(a) * r * 0.78)} ${n(cy - Math.cos(a) * r * 0.78)}L${n(cx + Math.sin(a) * r * 0.9)} ${n(cy - Math.cos(a) * r * 0.9)}`);
  }
  const ha = (hour / 12) * Math.PI * 2;
  return [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${face}" stroke="${rim}" stroke-width="${n(r * 0.12)}"/>`,
    `<path d="${ticks.join("")}" stroke="${rim}" stroke-width="2"/>`,
    `<path d="M${n(cx)} ${n(cy)}L${n(cx + Math.sin(ha) * r * 0.5)} ${n(cy - Math.cos(ha) * r * 0.5)}M${n(cx)} ${n(cy)}V${n(cy - r * 0.72)}" stroke="${rim}" stroke-width="${n(r * 0.08)}" stroke-linecap="round"/>`,
  ].join("");
}

/** Two hands meeting over a deal: sleeves from either side and the clasped hands. */
export function handshake(cx: number, cy: number, size: number, left: string, right: string): string {
  const s = size;
  return [
    `<path d="M${n(cx - s * 1.1)} ${n(cy + s * 0.1)}L${n(cx - s * 0.35)} ${n(cy - s * 0.12)}L${n(cx - s * 0.28)} ${n(cy + s * 0.22)}L${n(cx - s * 1.1)} ${n(cy + s * 0.45)}Z" fill="${left}"/>`,
    `<path d="M${n(cx + s * 1.1)} ${n(cy + s * 0.1)}L${n(cx + s * 0.35)} ${n(cy - s * 0.12)}L${n(cx + s * 0.28)} ${n(cy + s * 0.22)}L${n(cx + s * 1.1)} ${n(cy + s * 0.45)}Z" fill="${right}"/>`,
    `<path d="M${n(cx - s * 0.42)} ${n(cy - s * 0.1)}L${n(cx - s * 0.3)} ${n(cy + s * 0.27)}M${n(cx + s * 0.42)} ${n(cy - s * 0.1)}L${n(cx + s * 0.3)} ${n(cy + s * 0.27)}" stroke="#ffffff" stroke-width="${n(s * 0.08)}"/>`,
    `<rect x="${n(cx - s * 0.4)}" y="${n(cy - s * 0.14)}" width="${n(s * 0.8)}" height="${n(s * 0.32)}" rx="${n(s * 0.15)}" fill="${objectColours.skin}"/>`,
    `<ellipse cx="${n(cx - s * 0.02)}" cy="${n(cy - s * 0.15)}" rx="${n(s * 0.2)}" ry="${n(s * 0.07)}" fill="#e2b084"/>`,
    `<path d="M${n(cx - s * 0.1)} ${n(cy - s * 0.12)}v${n(s * 0.28)}M${n(cx + s * 0.06)} ${n(cy - s * 0.12)}v${n(s * 0.28)}M${n(cx + s * 0.2)} ${n(cy - s * 0.1)}v${n(s * 0.24)}" stroke="#c99a70" stroke-width="1.5"/>`,
  ].join("");
}

/** A tracked excavator, boom raised, bucket down. */
export function excavator(x: number, groundY: number, size: number, body: string, dark: string, steel: string): string {
  const s = size;
  const wheels: string[] = [];
  for (let i = 0; i < 5; i++) wheels.push(`<circle cx="${n(x + s * (0.08 + i * 0.135))}" cy="${n(groundY - s * 0.08)}" r="${n(s * 0.045)}" fill="${steel}"/>`);
  const pivot = [x + s * 0.56, groundY - s * 0.36];
  const elbow = [x + s * 0.92, groundY - s * 0.78];
  const wrist = [x + s * 1.12, groundY - s * 0.34];
  return [
    `<rect x="${n(x)}" y="${n(groundY - s * 0.16)}" width="${n(s * 0.7)}" height="${n(s * 0.16)}" rx="${n(s * 0.08)}" fill="${dark}"/>`,
    wheels.join(""),
    `<rect x="${n(x + s * 0.12)}" y="${n(groundY - s * 0.2)}" width="${n(s * 0.46)}" height="${n(s * 0.05)}" fill="${dark}"/>`,
    `<rect x="${n(x - s * 0.02)}" y="${n(groundY - s * 0.42)}" width="${n(s * 0.62)}" height="${n(s * 0.22)}" rx="${n(s * 0.03)}" fill="${body}"/>`,
    `<path d="M${n(x + s * 0.28)} ${n(groundY - s * 0.42)}V${n(groundY - s * 0.7)}H${n(x + s * 0.46)}L${n(x + s * 0.54)} ${n(groundY - s * 0.56)}V${n(groundY - s * 0.42)}Z" fill="${body}"/>`,
    `<path d="M${n(x + s * 0.32)} ${n(groundY - s * 0.46)}V${n(groundY - s * 0.66)}H${n(x + s * 0.44)}L${n(x + s * 0.5)} ${n(groundY - s * 0.55)}V${n(groundY - s * 0.46)}Z" fill="${steel}" opacity="0.85"/>`,
    `<rect x="${n(x - s * 0.04)}" y="${n(groundY - s * 0.4)}" width="${n(s * 0.1)}" height="${n(s * 0.16)}" fill="${dark}"/>`,
    `<path d="M${n(pivot[0] ?? 0)} ${n(pivot[1] ?? 0)}L${n(elbow[0] ?? 0)} ${n(elbow[1] ?? 0)}L${n(wrist[0] ?? 0)} ${n(wrist[1] ?? 0)}" fill="none" stroke="${body}" stroke-width="${n(s * 0.07)}" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<path d="M${n(x + s * 0.5)} ${n(groundY - s * 0.42)}L${n(x + s * 0.78)} ${n(groundY - s * 0.66)}M${n(x + s * 0.9)} ${n(groundY - s * 0.72)}L${n(x + s * 1.05)} ${n(groundY - s * 0.46)}" stroke="${steel}" stroke-width="${n(s * 0.025)}"/>`,
    `<path d="M${n((wrist[0] ?? 0) - s * 0.02)} ${n((wrist[1] ?? 0) - s * 0.03)}L${n((wrist[0] ?? 0) + s * 0.1)} ${n((wrist[1] ?? 0) + s * 0.06)}L${n((wrist[0] ?? 0) + s * 0.02)} ${n((wrist[1] ?? 0) + s * 0.2)}L${n((wrist[0] ?? 0) - s * 0.1)} ${n((wrist[1] ?? 0) + s * 0.14)}Z" fill="${dark}"/>`,
  ].join("");
}

/** A mound of earth. */
export function mound(cx: number, groundY: number, w: number, h: number, color: string): string {
  return `<path d="M${n(cx - w / 2)} ${n(groundY)}Q${n(cx - w * 0.2)} ${n(groundY - h * 1.3)} ${n(cx + w * 0.05)} ${n(groundY - h)}Q${n(cx + w * 0.3)} ${n(groundY - h * 0.8)} ${n(cx + w / 2)} ${n(groundY)}Z" fill="${color}"/>`;
}

/** A presentation screen on a stand, showing a small bar chart. */
export function presentationScreen(x: number, y: number, w: number, h: number, frame: string, face: string, bar: string, random: () => number): string {
  const bars: string[] = [];
  for (let i = 0; i < 4; i++) {
    const bh = h * (0.2 + random() * 0.45);
    bars.push(`<rect x="${n(x + w * (0.52 + i * 0.1))}" y="${n(y + h * 0.85 - bh)}" width="${n(w * 0.06)}" height="${n(bh)}" fill="${bar}"/>`);
  }
  return [
    `<path d="M${n(x + w / 2)} ${n(y + h)}V${n(y + h * 1.7)}M${n(x + w * 0.3)} ${n(y + h * 1.7)}L${n(x + w / 2)} ${n(y + h * 1.35)}L${n(x + w * 0.7)} ${n(y + h * 1.7)}" stroke="${frame}" stroke-width="4" fill="none"/>`,
    `<rect x="${n(x - 4)}" y="${n(y - 4)}" width="${n(w + 8)}" height="${n(h + 8)}" rx="4" fill="${frame}"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${face}"/>`,
    strokes(
      [
        [x + w * 0.08, y + h * 0.2, w * 0.34],
        [x + w * 0.08, y + h * 0.4, w * 0.28],
        [x + w * 0.08, y + h * 0.55, w * 0.3],
        [x + w * 0.08, y + h * 0.7, w * 0.22],
      ],
      frame,
      h * 0.05,
      0.6,
    ),
    bars.join(""),
  ].join("");
}

/** A table seen from the front: its top and a skirt. */
export function meetingTable(x: number, y: number, w: number, top: string, skirt: string): string {
  return [
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="10" rx="3" fill="${top}"/>`,
    `<rect x="${n(x + 10)}" y="${n(y + 10)}" width="${n(w - 20)}" height="46" fill="${skirt}"/>`,
  ].join("");
}

/** An open book lying on its back, pages curved up from the spine, lines of text on each page. */
export function openBook(cx: number, groundY: number, w: number, h: number, paper: string, cover: string, ink: string): string {
  const half = w / 2;
  const page = (side: 1 | -1) =>
    `<path d="M${n(cx)} ${n(groundY - h * 0.08)}C${n(cx + side * half * 0.3)} ${n(groundY - h * 0.22)} ${n(cx + side * half * 0.7)} ${n(groundY - h * 0.16)} ${n(cx + side * half)} ${n(groundY - h * 0.1)}V${n(groundY - h)}C${n(cx + side * half * 0.7)} ${n(groundY - h * 1.06)} ${n(cx + side * half * 0.3)} ${n(groundY - h * 1.12)} ${n(cx)} ${n(groundY - h * 0.98)}Z" fill="${paper}"/>`;
  const lines: [number, number, number][] = [];
  for (let i = 0; i < 5; i++) {
    const ly = groundY - h * (0.82 - i * 0.13);
    lines.push([cx - half * 0.85, ly, half * 0.65], [cx + half * 0.2, ly, half * 0.65]);
  }
  return [
    `<path d="M${n(cx - half - 6)} ${n(groundY - h * 0.06)}L${n(cx - half - 6)} ${n(groundY)}H${n(cx + half + 6)}V${n(groundY - h * 0.06)}Q${n(cx)} ${n(groundY - h * 0.14)} ${n(cx - half - 6)} ${n(groundY - h * 0.06)}Z" fill="${cover}"/>`,
    page(-1),
    page(1),
    `<path d="M${n(cx)} ${n(groundY - h * 0.98)}V${n(groundY - h * 0.08)}" stroke="${ink}" stroke-width="2"/>`,
    strokes(lines, ink, 3, 0.6),
  ].join("");
}

/** A blueprint sheet: blue paper, a fine grid and the plan of a building in white. */
export function blueprint(x: number, y: number, w: number, h: number, paper: string, angle: number): string {
  const grid: string[] = [];
  for (let gx = x + 16; gx < x + w; gx += 16) grid.push(`M${n(gx)} ${n(y)}V${n(y + h)}`);
  for (let gy = y + 16; gy < y + h; gy += 16) grid.push(`M${n(x)} ${n(gy)}H${n(x + w)}`);
  const px = x + w * 0.15;
  const py = y + h * 0.18;
  const pw = w * 0.7;
  const ph = h * 0.64;
  return [
    `<g transform="rotate(${angle} ${n(x + w / 2)} ${n(y + h / 2)})">`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${paper}"/>`,
    `<path d="${grid.join("")}" stroke="#fff" stroke-width="0.6" opacity="0.25"/>`,
    `<path d="M${n(px)} ${n(py)}H${n(px + pw)}V${n(py + ph)}H${n(px)}ZM${n(px + pw * 0.45)} ${n(py)}V${n(py + ph * 0.6)}M${n(px)} ${n(py + ph * 0.6)}H${n(px + pw * 0.3)}M${n(px + pw * 0.45)} ${n(py + ph * 0.4)}H${n(px + pw)}" fill="none" stroke="#fff" stroke-width="2.5"/>`,
    `<path d="M${n(px + pw * 0.6)} ${n(py + ph)}A${n(pw * 0.16)} ${n(pw * 0.16)} 0 0 1 ${n(px + pw * 0.76)} ${n(py + ph - pw * 0.16)}" fill="none" stroke="#fff" stroke-width="1.5"/>`,
    "</g>",
  ].join("");
}

/** A set square (triangle ruler) leaning on its long edge. */
export function setSquare(x: number, groundY: number, size: number, color: string): string {
  return `<path d="M${n(x)} ${n(groundY)}H${n(x + size)}L${n(x)} ${n(groundY - size * 0.7)}ZM${n(x + size * 0.12)} ${n(groundY - size * 0.1)}H${n(x + size * 0.55)}L${n(x + size * 0.12)} ${n(groundY - size * 0.4)}Z" fill="${color}" fill-rule="evenodd"/>`;
}

/** A price board on two legs: a row per material, each with its mark, a figure bar and an arrow, red up and green down. */
export function priceBoard(x: number, y: number, w: number, h: number, frame: string, face: string, mark: string, random: () => number): string {
  const parts = [
    `<path d="M${n(x + w * 0.15)} ${n(y + h)}v${n(h * 0.5)}M${n(x + w * 0.85)} ${n(y + h)}v${n(h * 0.5)}" stroke="${frame}" stroke-width="6"/>`,
    `<rect x="${n(x - 6)}" y="${n(y - 6)}" width="${n(w + 12)}" height="${n(h + 12)}" rx="6" fill="${frame}"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${face}"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h * 0.16)}" fill="${mark}"/>`,
  ];
  const rows = 4;
  const rh = (h * 0.84) / rows;
  for (let r = 0; r < rows; r++) {
    const ry = y + h * 0.16 + rh * r + rh * 0.5;
    const up = random() > 0.45;
    const ax = x + w * 0.86;
    parts.push(`<rect x="${n(x + w * 0.06)}" y="${n(ry - rh * 0.25)}" width="${n(rh * 0.5)}" height="${n(rh * 0.5)}" rx="3" fill="${mark}" opacity="0.85"/>`);
    parts.push(strokes([[x + w * 0.22, ry, w * (0.3 + random() * 0.28)]], "#fff", rh * 0.22, 0.7));
    parts.push(
      up
        ? `<path d="M${n(ax)} ${n(ry - rh * 0.3)}L${n(ax + rh * 0.28)} ${n(ry + rh * 0.2)}H${n(ax - rh * 0.28)}Z" fill="#e5483c"/>`
        : `<path d="M${n(ax)} ${n(ry + rh * 0.3)}L${n(ax + rh * 0.28)} ${n(ry - rh * 0.2)}H${n(ax - rh * 0.28)}Z" fill="#3cbf62"/>`,
    );
  }
  return parts.join("");
}

/** Cement bags stacked in a pyramid. */
export function cementBags(x: number, groundY: number, bagW: number, paper: string, band: string): string {
  const bagH = bagW * 0.42;
  const parts: string[] = [];
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 3 - row; i++) {
      const bx = x + i * bagW + (row * bagW) / 2;
      const by = groundY - (row + 1) * bagH;
      parts.push(`<rect x="${n(bx + 1)}" y="${n(by + 1)}" width="${n(bagW - 2)}" height="${n(bagH - 2)}" rx="${n(bagH * 0.35)}" fill="${paper}"/>`);
      parts.push(`<rect x="${n(bx + bagW * 0.35)}" y="${n(by + 1)}" width="${n(bagW * 0.3)}" height="${n(bagH - 2)}" fill="${band}" opacity="0.8"/>`);
    }
  return parts.join("");
}

/** A triangular warning sign on a post, an exclamation mark on yellow. */
export function warningSign(cx: number, groundY: number, size: number, sign: string, mark: string, post: string): string {
  const top = groundY - size * 1.7;
  return [
    `<rect x="${n(cx - 3)}" y="${n(top + size * 0.6)}" width="6" height="${n(groundY - top - size * 0.6)}" fill="${post}"/>`,
    `<path d="M${n(cx)} ${n(top)}L${n(cx + size * 0.58)} ${n(top + size)}H${n(cx - size * 0.58)}Z" fill="${sign}" stroke="${mark}" stroke-width="${n(size * 0.07)}" stroke-linejoin="round"/>`,
    `<path d="M${n(cx)} ${n(top + size * 0.3)}V${n(top + size * 0.7)}" stroke="${mark}" stroke-width="${n(size * 0.1)}" stroke-linecap="round"/>`,
    `<circle cx="${n(cx)}" cy="${n(top + size * 0.84)}" r="${n(size * 0.06)}" fill="${mark}"/>`,
  ].join("");
}

/** A traffic cone with a white band. */
export function trafficCone(cx: number, groundY: number, h: number, cone: string, band: string): string {
  return [
    `<rect x="${n(cx - h * 0.4)}" y="${n(groundY - h * 0.08)}" width="${n(h * 0.8)}" height="${n(h * 0.08)}" fill="${cone}"/>`,
    `<path d="M${n(cx - h * 0.28)} ${n(groundY - h * 0.08)}L${n(cx - h * 0.06)} ${n(groundY - h)}H${n(cx + h * 0.06)}L${n(cx + h * 0.28)} ${n(groundY - h * 0.08)}Z" fill="${cone}"/>`,
    `<path d="M${n(cx - h * 0.2)} ${n(groundY - h * 0.4)}H${n(cx + h * 0.2)}L${n(cx + h * 0.15)} ${n(groundY - h * 0.58)}H${n(cx - h * 0.15)}Z" fill="${band}"/>`,
  ].join("");
}

/** A monitor on a stand showing a dashboard: a line chart, a ring chart and tiles. */
export function monitor(
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  screen: string,
  accent: string,
  steel: string,
  random: () => number,
): string {
  const line: string[] = [];
  for (let i = 0; i <= 6; i++) line.push(`${n(x + w * (0.08 + i * 0.07))} ${n(y + h * (0.75 - random() * 0.35 - i * 0.03))}`);
  const rx = x + w * 0.75;
  const ry = y + h * 0.4;
  const rr = h * 0.2;
  const share = 0.3 + random() * 0.5;
  const ex = rx + Math.sin(share * Math.PI * 2) * rr;
  const ey = ry - Math.cos(share * Math.PI * 2) * rr;
  return [
    `<path d="M${n(x + w * 0.5)} ${n(y + h)}V${n(y + h * 1.25)}M${n(x + w * 0.32)} ${n(y + h * 1.27)}H${n(x + w * 0.68)}" stroke="${frame}" stroke-width="8"/>`,
    `<rect x="${n(x - 8)}" y="${n(y - 8)}" width="${n(w + 16)}" height="${n(h + 16)}" rx="8" fill="${frame}"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${screen}"/>`,
    `<path d="M${line.join("L")}" fill="none" stroke="${accent}" stroke-width="3" stroke-linejoin="round"/>`,
    `<circle cx="${n(rx)}" cy="${n(ry)}" r="${n(rr)}" fill="none" stroke="${steel}" stroke-width="${n(rr * 0.45)}" opacity="0.5"/>`,
    `<path d="M${n(rx)} ${n(ry - rr)}A${n(rr)} ${n(rr)} 0 ${share > 0.5 ? 1 : 0} 1 ${n(ex)} ${n(ey)}" fill="none" stroke="${accent}" stroke-width="${n(rr * 0.45)}"/>`,
    `<rect x="${n(x + w * 0.6)}" y="${n(y + h * 0.76)}" width="${n(w * 0.14)}" height="${n(h * 0.12)}" fill="${steel}" opacity="0.6"/>`,
    `<rect x="${n(x + w * 0.78)}" y="${n(y + h * 0.76)}" width="${n(w * 0.14)}" height="${n(h * 0.12)}" fill="${accent}" opacity="0.8"/>`,
  ].join("");
}

/** A phone standing up, a grid of app tiles on its screen. */
export function phone(x: number, groundY: number, w: number, h: number, frame: string, screen: string, tile: string): string {
  const tiles: string[] = [];
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++)
      tiles.push(
        `<rect x="${n(x + w * (0.14 + c * 0.26))}" y="${n(groundY - h * (0.82 - r * 0.15))}" width="${n(w * 0.18)}" height="${n(w * 0.18)}" rx="2" fill="${tile}" opacity="${(r + c) % 2 ? 0.55 : 0.9}"/>`,
      );
  return [
    `<rect x="${n(x)}" y="${n(groundY - h)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.14)}" fill="${frame}"/>`,
    `<rect x="${n(x + w * 0.07)}" y="${n(groundY - h * 0.92)}" width="${n(w * 0.86)}" height="${n(h * 0.84)}" fill="${screen}"/>`,
    tiles.join(""),
  ].join("");
}

/** Links from one point to others, each ending in a node: a network over the city. */
export function network(from: [number, number], to: [number, number][], color: string): string {
  const d = to.map(([x, y]) => `M${n(from[0])} ${n(from[1])}L${n(x)} ${n(y)}`).join("");
  return [
    `<path d="${d}" stroke="${color}" stroke-width="1.5" stroke-dasharray="5 4" opacity="0.8"/>`,
    ...to.map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="5" fill="${color}"/>`),
  ].join("");
}

// Shapes of the party-building scenes: plain five-pointed stars, a heart, a service tent, a
// lectern, a notice board, medals, a podium, a balance, a shield and a lotus. No emblem is drawn:
// a star is only ever a plain star.

/** A plain five-pointed star, point up. */
export function star(cx: number, cy: number, r: number, fill: string): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = (i * Math.PI) / 5;
    const radius = i % 2 ? r * 0.382 : r;
    points.push(`${n(cx + Math.sin(a) * radius)} ${n(cy - Math.cos(a) * radius)}`);
  }
  return `<path d="M${points.join("L")}Z" fill="${fill}"/>`;
}

/** A heart, `size` its half-width. */
export function heart(cx: number, cy: number, size: number, fill: string): string {
  const s = size;
  return `<path d="M${n(cx)} ${n(cy + s * 0.9)}C${n(cx - s * 1.25)} ${n(cy + s * 0.05)} ${n(cx - s * 0.7)} ${n(cy - s * 0.95)} ${n(cx)} ${n(cy - s * 0.35)}C${n(cx + s * 0.7)} ${n(cy - s * 0.95)} ${n(cx + s * 1.25)} ${n(cy + s * 0.05)} ${n(cx)} ${n(cy + s * 0.9)}Z" fill="${fill}"/>`;
}

/** A service tent (服务站): a roof, a scalloped valance and two poles. */
export function canopy(x: number, groundY: number, w: number, h: number, cloth: string, pole: string): string {
  const top = groundY - h;
  const valance = top + h * 0.22;
  const drop = h * 0.1;
  const count = 6;
  const step = w / count;
  const scallops: string[] = [];
  for (let i = count - 1; i >= 0; i--) scallops.push(`A${n(step / 2)} ${n(step / 3)} 0 0 1 ${n(x + step * i)} ${n(valance + drop)}`);
  return [
    `<path d="M${n(x + 6)} ${n(valance)}V${n(groundY)}M${n(x + w - 6)} ${n(valance)}V${n(groundY)}" stroke="${pole}" stroke-width="5"/>`,
    `<path d="M${n(x - 12)} ${n(valance)}L${n(x + w * 0.2)} ${n(top)}H${n(x + w * 0.8)}L${n(x + w + 12)} ${n(valance)}Z" fill="${cloth}"/>`,
    `<path d="M${n(x)} ${n(valance)}H${n(x + w)}V${n(valance + drop)}${scallops.join("")}Z" fill="${cloth}" opacity="0.85"/>`,
    strokes([[x - 12, valance, w + 24]], "#ffffff", 3, 0.8),
  ].join("");
}

/** A carton of supplies (慰问品) tied with a band. */
export function carton(x: number, y: number, w: number, h: number, box: string, band: string): string {
  return [
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="2" fill="${box}"/>`,
    `<path d="M${n(x + w / 2)} ${n(y)}V${n(y + h)}M${n(x)} ${n(y + h * 0.3)}H${n(x + w)}" stroke="${band}" stroke-width="${n(Math.max(2, w * 0.08))}"/>`,
  ].join("");
}

/** A lectern: a slanted desk top on a tapering body, a panel on its front. */
export function lectern(cx: number, groundY: number, w: number, h: number, wood: string, panel: string): string {
  const top = groundY - h;
  return [
    `<rect x="${n(cx - w * 0.45)}" y="${n(groundY - 8)}" width="${n(w * 0.9)}" height="8" fill="${wood}"/>`,
    `<path d="M${n(cx - w * 0.34)} ${n(groundY - 8)}L${n(cx - w * 0.44)} ${n(top + h * 0.14)}H${n(cx + w * 0.44)}L${n(cx + w * 0.34)} ${n(groundY - 8)}Z" fill="${wood}"/>`,
    `<path d="M${n(cx - w * 0.55)} ${n(top + h * 0.14)}L${n(cx - w * 0.48)} ${n(top)}H${n(cx + w * 0.48)}L${n(cx + w * 0.55)} ${n(top + h * 0.14)}Z" fill="${wood}" stroke="${panel}" stroke-width="2"/>`,
    `<rect x="${n(cx - w * 0.28)}" y="${n(top + h * 0.26)}" width="${n(w * 0.56)}" height="${n(h * 0.4)}" rx="3" fill="${panel}"/>`,
  ].join("");
}

/** A notice board on the wall (学习园地): a frame, a coloured heading band and lines of text. */
export function noticeBoard(
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  face: string,
  heading: string,
  ink: string,
  random: () => number,
): string {
  const lines: [number, number, number][] = [];
  for (let ly = y + h * 0.38; ly < y + h * 0.92; ly += h * 0.11) lines.push([x + w * 0.08, ly, w * (0.5 + random() * 0.36)]);
  return [
    `<rect x="${n(x - 6)}" y="${n(y - 6)}" width="${n(w + 12)}" height="${n(h + 12)}" rx="4" fill="${frame}"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${face}"/>`,
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h * 0.24)}" fill="${heading}"/>`,
    strokes(lines, ink, h * 0.035, 0.75),
  ].join("");
}

/** A medal on two crossed ribbon straps: a gold disc, its rim and a plain star. */
export function medal(cx: number, top: number, r: number, strap: string, gold: string, starColour: string): string {
  const cy = top + r * 2.7;
  return [
    `<path d="M${n(cx - r * 0.85)} ${n(top)}H${n(cx - r * 0.3)}L${n(cx + r * 0.3)} ${n(cy - r * 0.6)}H${n(cx - r * 0.25)}Z" fill="${strap}"/>`,
    `<path d="M${n(cx + r * 0.85)} ${n(top)}H${n(cx + r * 0.3)}L${n(cx - r * 0.3)} ${n(cy - r * 0.6)}H${n(cx + r * 0.25)}Z" fill="${strap}" opacity="0.8"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${gold}"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="none" stroke="#a8741a" stroke-width="${n(r * 0.07)}"/>`,
    star(cx, cy + r * 0.04, r * 0.55, starColour),
  ].join("");
}

/** A three-step winners' podium, the highest in the middle: blocks with a lighter top edge. */
export function podium(cx: number, groundY: number, step: number, block: string, edge: string): string {
  const blocks: [number, number][] = [
    [cx - step * 1.5, step * 0.55],
    [cx + step * 0.5, step * 0.38],
    [cx - step * 0.5, step * 0.8],
  ];
  return blocks
    .map(
      ([x, h]) =>
        `<rect x="${n(x)}" y="${n(groundY - h)}" width="${n(step)}" height="${n(h)}" fill="${block}"/><rect x="${n(x)}" y="${n(groundY - h)}" width="${n(step)}" height="${n(step * 0.06)}" fill="${edge}"/>`,
    )
    .join("");
}

/** A balance (天平) at rest: a foot, a post, a level beam and two hanging pans. */
export function balanceScale(cx: number, groundY: number, size: number, metal: string, pan: string): string {
  const s = size;
  const beamY = groundY - s * 0.86;
  const panY = beamY + s * 0.42;
  const ends = [cx - s * 0.55, cx + s * 0.55];
  const chains = ends.map((ex) => `M${n(ex)} ${n(beamY)}L${n(ex - s * 0.16)} ${n(panY)}M${n(ex)} ${n(beamY)}L${n(ex + s * 0.16)} ${n(panY)}`).join("");
  return [
    `<path d="M${n(cx - s * 0.28)} ${n(groundY)}Q${n(cx)} ${n(groundY - s * 0.16)} ${n(cx + s * 0.28)} ${n(groundY)}Z" fill="${metal}"/>`,
    `<rect x="${n(cx - s * 0.03)}" y="${n(beamY - s * 0.04)}" width="${n(s * 0.06)}" height="${n(groundY - beamY - s * 0.02)}" fill="${metal}"/>`,
    `<path d="${chains}" stroke="${metal}" stroke-width="1.6"/>`,
    `<rect x="${n(cx - s * 0.6)}" y="${n(beamY - s * 0.025)}" width="${n(s * 1.2)}" height="${n(s * 0.05)}" rx="${n(s * 0.025)}" fill="${metal}"/>`,
    `<circle cx="${n(cx)}" cy="${n(beamY - s * 0.08)}" r="${n(s * 0.06)}" fill="${metal}"/>`,
    ...ends.map(
      (ex) =>
        `<path d="M${n(ex - s * 0.2)} ${n(panY)}A${n(s * 0.2)} ${n(s * 0.09)} 0 0 0 ${n(ex + s * 0.2)} ${n(panY)}Z" fill="${pan}" stroke="${metal}" stroke-width="2"/>`,
    ),
  ].join("");
}

/** A shield, its rim drawn inside the edge. */
export function shield(cx: number, top: number, w: number, h: number, fill: string, rim: string): string {
  const outline = (inset: number) => {
    const hw = w / 2 - inset;
    const t = top + inset;
    const b = top + h - inset * 1.4;
    return `M${n(cx)} ${n(t)}L${n(cx + hw)} ${n(t + h * 0.12)}V${n(t + h * 0.48)}C${n(cx + hw)} ${n(t + h * 0.74)} ${n(cx + hw * 0.4)} ${n(b - h * 0.08)} ${n(cx)} ${n(b)}C${n(cx - hw * 0.4)} ${n(b - h * 0.08)} ${n(cx - hw)} ${n(t + h * 0.74)} ${n(cx - hw)} ${n(t + h * 0.48)}V${n(t + h * 0.12)}Z`;
  };
  return [`<path d="${outline(0)}" fill="${fill}"/>`, `<path d="${outline(w * 0.08)}" fill="none" stroke="${rim}" stroke-width="${n(w * 0.04)}"/>`].join("");
}

/** A lotus (荷花) in flower above its pads: petals fanned from a base, pads on the water. */
export function lotus(cx: number, baseY: number, size: number, petal: string, heartColour: string, leaf: string): string {
  const s = size;
  const petals = [-64, 64, -34, 34, 0].map((angle, i) => {
    const h = s * (i < 2 ? 0.62 : i < 4 ? 0.86 : 1);
    const w = s * 0.26;
    return `<path d="M${n(cx)} ${n(baseY)}Q${n(cx - w)} ${n(baseY - h * 0.55)} ${n(cx)} ${n(baseY - h)}Q${n(cx + w)} ${n(baseY - h * 0.55)} ${n(cx)} ${n(baseY)}Z" fill="${petal}"${i < 2 ? ' opacity="0.8"' : ""} transform="rotate(${angle} ${n(cx)} ${n(baseY)})"/>`;
  });
  return [
    `<ellipse cx="${n(cx - s * 0.7)}" cy="${n(baseY + s * 0.12)}" rx="${n(s * 0.55)}" ry="${n(s * 0.14)}" fill="${leaf}"/>`,
    `<ellipse cx="${n(cx + s * 0.75)}" cy="${n(baseY + s * 0.16)}" rx="${n(s * 0.5)}" ry="${n(s * 0.12)}" fill="${leaf}" opacity="0.85"/>`,
    ...petals,
    `<ellipse cx="${n(cx)}" cy="${n(baseY - s * 0.1)}" rx="${n(s * 0.16)}" ry="${n(s * 0.07)}" fill="${heartColour}"/>`,
  ].join("");
}

/** The mullions and transom of a glass wall: the city outside seen from a room. */
export function glassWall(width: number, groundY: number, color: string): string {
  const bars: string[] = [];
  for (let x = width / 6; x < width; x += width / 6) bars.push(`M${n(x)} 0V${n(groundY)}`);
  return [
    `<rect width="${n(width)}" height="${n(groundY * 0.08)}" fill="${color}"/>`,
    `<path d="${bars.join("")}M0 ${n(groundY * 0.3)}H${n(width)}" stroke="${color}" stroke-width="${n(Math.max(6, width / 160))}"/>`,
  ].join("");
}

/** A room's floor: a plain strip with a skirting line. */
export function floor(width: number, height: number, groundY: number, palette: Palette): string {
  return [
    `<rect y="${groundY}" width="${width}" height="${height - groundY}" fill="${palette.ground}"/>`,
    `<rect y="${groundY - 6}" width="${width}" height="6" fill="${palette.near}"/>`,
  ].join("");
}
