// The test command's duration report, printed at the end of every run so that growth is seen when
// it happens: each step, each turbo task, and the ten slowest files of each kind (unit and
// integration tests, story tests, journeys, the scale-out run).
//   node scripts/test-durations.mjs REPORT_DIR TOTAL_SECONDS
// REPORT_DIR holds steps.tsv (seconds and name, a line per step, written by scripts/test.sh) and the
// Playwright runs' JSON reports; turbo's run summaries (.turbo/runs) and each package's test log
// (.turbo/turbo-test.log: Vitest's per-file and closing lines) are read where turbo left them. It
// also counts the tests each runner ran, so a change that loses some is seen.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const [reportDir = ".", totalArgument = "0"] = process.argv.slice(2);
const totalSeconds = Number(totalArgument);
/** Files older than the run (an earlier run's logs, a cache) are not this run's. */
const runStartedMs = Date.now() - (totalSeconds + 5) * 1000;
const SLOWEST = 10;

const seconds = (value) => `${value.toFixed(value < 10 ? 1 : 0).padStart(6)} s`;
const ofThisRun = (file) => existsSync(file) && statSync(file).mtimeMs >= runStartedMs;

function printTable(title, rows) {
  if (rows.length === 0) return;
  console.log(`\n${title}`);
  for (const row of rows) console.log(`${seconds(row.seconds)}  ${row.name}`);
}

function steps() {
  const file = path.join(reportDir, "steps.tsv");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [value, ...name] = line.split("\t");
      return { seconds: Number(value), name: name.join("\t") };
    });
}

function turboTasks() {
  const runs = ".turbo/runs";
  if (!existsSync(runs)) return [];
  return readdirSync(runs)
    .filter((name) => name.endsWith(".json"))
    .map((name) => path.join(runs, name))
    .filter(ofThisRun)
    .flatMap((file) => JSON.parse(readFileSync(file, "utf8")).tasks ?? [])
    .filter((task) => task.execution)
    .map((task) => ({ name: task.taskId, seconds: (task.execution.endTime - task.execution.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
/** Vitest's line for a finished file: " ✓ src/a.test.ts (12 tests) 345ms", a project's name may come before the path. */
const VITEST_FILE = /^\s?[✓×❯↓]\s.*?(\S+\.(test|stories)\.[cm]?[jt]sx?) \(\d+ tests?[^)]*\)\s*(\d+(?:\.\d+)?)\s*(ms|s)\b/;

/** Vitest's closing line: "      Tests  68 passed (68)" (or "2 failed | 66 passed (68)"). */
const VITEST_TESTS = /^\s*Tests\s+.*\((\d+)\)\s*$/;

/** How many tests each package's Vitest run counted, from its closing line. */
function vitestCounts() {
  const counts = [];
  for (const log of testLogs()) {
    const line = readFileSync(log.file, "utf8")
      .replace(ANSI, "")
      .split("\n")
      .find((text) => VITEST_TESTS.test(text));
    if (line) counts.push({ name: log.name, tests: Number(VITEST_TESTS.exec(line)?.[1]) });
  }
  return counts;
}

/** This run's test log of each workspace package: `.turbo/turbo-test.log`, where turbo leaves it. */
function testLogs() {
  const logs = [];
  for (const group of ["apps", "packages", "tooling"]) {
    if (!existsSync(group)) continue;
    for (const pkg of readdirSync(group)) {
      const file = path.join(group, pkg, ".turbo", "turbo-test.log");
      if (ofThisRun(file)) logs.push({ name: `${group}/${pkg}`, file });
    }
  }
  return logs;
}

function vitestFiles() {
  const files = [];
  for (const log of testLogs()) {
    for (const line of readFileSync(log.file, "utf8").replace(ANSI, "").split("\n")) {
      const match = VITEST_FILE.exec(line);
      if (!match) continue;
      const value = Number(match[3]) / (match[4] === "ms" ? 1000 : 1);
      files.push({ kind: match[2] === "stories" ? "story" : "unit", name: `${log.name}/${match[1]}`, seconds: value });
    }
  }
  return files.sort((a, b) => b.seconds - a.seconds);
}

/** How many tests a Playwright JSON report ran (passed, failed, flaky and skipped). */
function playwrightCount(report) {
  const file = path.join(reportDir, report);
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, "utf8"));
  return (stats?.expected ?? 0) + (stats?.unexpected ?? 0) + (stats?.flaky ?? 0) + (stats?.skipped ?? 0);
}

/** Per spec file: the sum of its tests' durations in a Playwright JSON report. */
function playwrightFiles(report) {
  const file = path.join(reportDir, report);
  if (!existsSync(file)) return [];
  const totals = new Map();
  const visit = (suite, specFile) => {
    const where = suite.file ?? specFile;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) for (const result of test.results ?? []) totals.set(where, (totals.get(where) ?? 0) + (result.duration ?? 0) / 1000);
    for (const child of suite.suites ?? []) visit(child, where);
  };
  for (const suite of JSON.parse(readFileSync(file, "utf8")).suites ?? []) visit(suite, suite.file);
  return [...totals].map(([name, value]) => ({ name, seconds: value })).sort((a, b) => b.seconds - a.seconds);
}

console.log(`━━ durations (the whole run: ${Math.round(totalSeconds)} s)`);
const counts = vitestCounts();
const journeys = playwrightCount("journeys.json");
const scaleOut = playwrightCount("scale-out.json");
console.log(
  `tests: ${counts.reduce((sum, row) => sum + row.tests, 0)} in Vitest (${counts.map((row) => `${row.name} ${row.tests}`).join(", ")})` +
    `${journeys === null ? "" : `, ${journeys} journeys`}${scaleOut === null ? "" : `, ${scaleOut} scale-out checks`}`,
);
printTable("steps", steps());
printTable("turbo tasks, longest first", turboTasks());
const vitest = vitestFiles();
printTable(`the ${SLOWEST} slowest unit and integration test files`, vitest.filter((file) => file.kind === "unit").slice(0, SLOWEST));
printTable(`the ${SLOWEST} slowest story test files`, vitest.filter((file) => file.kind === "story").slice(0, SLOWEST));
printTable(`the ${SLOWEST} slowest journey files`, playwrightFiles("journeys.json").slice(0, SLOWEST));
printTable(`the ${SLOWEST} slowest scale-out files`, playwrightFiles("scale-out.json").slice(0, SLOWEST));
