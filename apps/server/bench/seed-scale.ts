// Fills a database with data at scale for the benchmarks, on top of the demo seed:
//   pnpm --filter @cidp/server seed:scale --scale 1e5                 (the server's own database:
//                                                                     DATABASE_URL, else DATA_DIR's PGlite)
//   pnpm --filter @cidp/server seed:scale --scale 1e6 --data-dir /tmp/cidp-1e6   (a PGlite folder)
// A run tops the tables up to the scale, so a second run adds nothing. --without-search leaves the
// scale's rows out of the search index (some twelve documents a row: hours at 1e6 on PGlite), as
// bench:scale, which reads no search, seeds its folders.

import { parseArgs } from "node:util";
import { seedScale } from "../src/composition/seed-scale.ts";
import { readConfig } from "../src/config.ts";
import { type DatabaseLocation, openDatabase } from "../src/db/database.ts";

const { values } = parseArgs({
  options: { scale: { type: "string", default: "1e5" }, "data-dir": { type: "string" }, "without-search": { type: "boolean", default: false } },
});
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 10_000_000) {
  console.error(`--scale must be a whole number from 1 to 1e7 (e.g. 1e5), not ${values.scale}`);
  process.exit(2);
}
const location: DatabaseLocation = values["data-dir"] ? { dataDir: values["data-dir"] } : readConfig(process.env).database;
console.log(
  `seeding scale ${scale} into ${"url" in location ? "Postgres (DATABASE_URL)" : `PGlite ${"dataDir" in location ? location.dataDir : "in memory"}`}`,
);
const database = await openDatabase(location);
try {
  const report = await seedScale(database.db, scale, { log: (line) => console.log(`  ${line}`), searchIndex: !values["without-search"] });
  console.log(`done in ${report.seconds.toFixed(1)} s`);
} finally {
  await database.close();
}
