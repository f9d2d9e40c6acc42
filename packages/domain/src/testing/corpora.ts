import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

// The public corpora live in the shared folder beside the repository (`../shared` from its root).
const corporaDir = fileURLToPath(new URL("../../../../../shared/corpora/", import.meta.url));

/** One XSS payload per line of the shared corpus, blank lines dropped. */
export function xssPayloads(): string[] {
  return readFileSync(`${corporaDir}xss-payloads.txt`, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "");
}

/** The Big List of Naughty Strings. */
export function naughtyStrings(): string[] {
  return JSON.parse(readFileSync(`${corporaDir}blns.json`, "utf8")) as string[];
}
