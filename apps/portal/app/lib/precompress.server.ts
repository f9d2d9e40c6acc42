import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/**
 * The encodings static files are precompressed in at build time, the browser's preference first,
 * and the suffix of each sibling file (`app.js` → `app.js.br`, `app.js.gz`).
 */
export const PRECOMPRESSED = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/** What is worth compressing: text formats. Images and fonts are compressed already. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".html", ".txt", ".xml", ".webmanifest", ".map"]);

/** Below this size the headers cost more than compression saves (the on-the-fly compressor's threshold too). */
const MIN_BYTES = 1024;

/** Whether a file of this name and size gets compressed siblings. */
export function isCompressible(file: string, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.has(path.extname(file).toLowerCase());
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function compress(encoding: (typeof PRECOMPRESSED)[number]["encoding"], body: Buffer): Promise<Buffer> {
  if (encoding === "gzip") return gzipAsync(body, { level: constants.Z_BEST_COMPRESSION });
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** What one run wrote. */
export interface PrecompressReport {
  files: number;
  bytes: number;
  brBytes: number;
  gzipBytes: number;
}

/**
 * Writes a `.br` (brotli, maximum quality) and a `.gz` (gzip level 9) sibling beside every
 * compressible file under `dir`. A sibling that would not be smaller than the file is not written
 * (the server then sends the file as it is). Siblings from an earlier run are replaced.
 */
export async function precompressDirectory(dir: string): Promise<PrecompressReport> {
  const suffixes: readonly string[] = PRECOMPRESSED.map((p) => p.suffix);
  const names = (await readdir(dir, { recursive: true })).filter((name) => !suffixes.includes(path.extname(name)));
  const report: PrecompressReport = { files: 0, bytes: 0, brBytes: 0, gzipBytes: 0 };
  const work: string[] = [];
  for (const name of names) {
    const info = await stat(path.join(dir, name));
    if (info.isFile() && isCompressible(name, info.size)) work.push(name);
  }
  // Brotli at quality 11 is slow: the zlib thread pool compresses a few files at once.
  const lanes = Math.max(1, Math.min(4, availableParallelism()));
  let next = 0;
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < work.length) {
        const file = path.join(dir, work[next++] as string);
        const body = await readFile(file);
        report.files++;
        report.bytes += body.length;
        for (const { encoding, suffix } of PRECOMPRESSED) {
          const packed = await compress(encoding, body);
          if (packed.length >= body.length) {
            await rm(file + suffix, { force: true });
            continue;
          }
          await writeFile(file + suffix, packed);
          if (encoding === "br") report.brBytes += packed.length;
          else report.gzipBytes += packed.length;
        }
      }
    }),
  );
  return report;
}
