import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's committed `assets/` folder (the PDF font, the lessons' sample videos):
 * the nearest one above this module, which runs from src/ under tsx and vitest and bundled into
 * dist/ in production.
 */
function findAssets(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth++) {
    const candidate = path.join(dir, "assets");
    if (existsSync(path.join(candidate, "fonts"))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error("folder assets/ not found next to the server package");
}

const assets = findAssets();

/** A path inside the server's assets/ folder. */
export function assetPath(...segments: string[]): string {
  return path.join(assets, ...segments);
}
