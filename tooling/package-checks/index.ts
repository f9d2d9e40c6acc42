import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { Extractor, ExtractorConfig, ExtractorLogLevel, type ExtractorMessage } from "@microsoft/api-extractor";
import { build } from "esbuild";

/** One entry of a published package: its bundled declarations, and the report that records them. */
export interface ApiEntry {
  /** The entry's declarations, relative to the package, e.g. `dist/index.d.ts`. */
  types: string;
  /** The report's name in `etc/`, e.g. `upload` for `etc/upload.api.md`. */
  report: string;
}

/** What API Extractor found for one entry: whether the checked-in report still matches, and its complaints. */
export interface ApiCheck {
  changed: boolean;
  problems: string[];
}

/**
 * Compares an entry's public API (API Extractor reading the built declarations) with its
 * checked-in report, `etc/<report>.api.md`. With `update`, writes the report instead (what
 * `UPDATE_API_REPORT=1` does in the packages' tests); otherwise a difference is reported as
 * `changed`, and API Extractor leaves the new report in `etc/temp/` to compare.
 */
export function checkApiReport(packageDir: string, entry: ApiEntry, update = false): ApiCheck {
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: packageDir,
      mainEntryPointFilePath: join(packageDir, entry.types),
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: "ES2022",
            module: "ESNext",
            moduleResolution: "Bundler",
            lib: ["ES2023", "DOM", "DOM.Iterable"],
            skipLibCheck: true,
            types: [],
          },
          files: [join(packageDir, entry.types)],
        },
      },
      apiReport: { enabled: true, reportFileName: entry.report, reportFolder: join(packageDir, "etc"), reportTempFolder: join(packageDir, "etc/temp") },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      newlineKind: "lf",
      messages: {
        compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Warning } },
        // The report is the record: what API Extractor would warn about (release tags, forgotten
        // exports) is written into it, so a change to it shows in review.
        extractorMessageReporting: {
          default: { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: true },
          "ae-missing-release-tag": { logLevel: ExtractorLogLevel.None },
          "ae-undocumented": { logLevel: ExtractorLogLevel.None },
        },
        tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(packageDir, "package.json"),
  });
  const problems: string[] = [];
  const result = Extractor.invoke(config, {
    localBuild: update,
    messageCallback(message: ExtractorMessage) {
      if (message.logLevel === ExtractorLogLevel.Error || message.logLevel === ExtractorLogLevel.Warning) problems.push(message.text);
      message.handled = true;
    },
  });
  // A changed (or, when updating, missing) report is what `changed` says, not a problem of its own.
  const aboutTheReport = (text: string) => text.includes("You have changed the API signature") || (update && text.includes("API report file is missing"));
  return { changed: !update && result.apiReportChanged, problems: problems.filter((text) => !aboutTheReport(text)) };
}

/** One entry's budget: the gzip size of what a site ships for it. */
export interface SizeEntry {
  name: string;
  /** The built file, relative to the package. */
  file: string;
  /** Bare imports left to the site (React and its peers). */
  external?: string[];
}

/**
 * What a site's bundle carries for one entry: the built file with the npm packages it imports,
 * bundled, minified and tree-shaken by esbuild as a site's bundler would, then gzipped (level 9).
 * Everything the entry exports is kept, so the figure is the entry's upper bound.
 */
export async function measureEntry(packageDir: string, entry: SizeEntry): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    entryPoints: [join(packageDir, entry.file)],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
    external: entry.external ?? [],
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}
