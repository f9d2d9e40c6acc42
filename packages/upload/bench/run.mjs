// Runs the package benchmarks with Node's TypeScript support; they print figures, they assert nothing.
import { spawnSync } from "node:child_process";

for (const script of ["bench/md5.bench.ts"]) {
  console.log(`\n== ${script}`);
  const result = spawnSync(process.execPath, ["--expose-gc", script], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
