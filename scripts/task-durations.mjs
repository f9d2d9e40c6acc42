// Prints how long each task of the newest turbo run took, longest first (turbo's --summarize
// writes the run to .turbo/runs/): where the test command's time goes, in its own log.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const runs = ".turbo/runs";
const newest = readdirSync(runs)
  .filter((name) => name.endsWith(".json"))
  .map((name) => path.join(runs, name))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!newest) process.exit(0);
const { tasks } = JSON.parse(readFileSync(newest, "utf8"));
const rows = tasks
  .filter((task) => task.execution)
  .map((task) => ({ id: task.taskId, seconds: (task.execution.endTime - task.execution.startTime) / 1000 }))
  .sort((a, b) => b.seconds - a.seconds);
for (const row of rows) console.log(`${row.seconds.toFixed(0).padStart(6)} s  ${row.id}`);
