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
