// Build step after `react-router build`: .br and .gz siblings of the client build's text files,
// which server.ts sends as they are (app/lib/precompressed-static.server.ts).
import path from "node:path";
import { fileURLToPath } from "node:url";
import { precompressDirectory } from "../app/lib/precompress.server.ts";

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build/client");
const started = performance.now();
const report = await precompressDirectory(dir);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `precompressed ${report.files} files in ${((performance.now() - started) / 1000).toFixed(1)} s: ${kib(report.bytes)} → br ${kib(report.brBytes)}, gzip ${kib(report.gzipBytes)}`,
);
