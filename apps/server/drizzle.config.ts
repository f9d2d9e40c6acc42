import { defineConfig } from "drizzle-kit";

// Each service module owns its tables in src/platform/<module>/schema.ts or src/capabilities/<module>/schema.ts.
// New migrations are named by their creation time (UTC YYYYMMDDHHMMSS_<name>), so two branches that
// each add one no longer take the same number; the committed 0000–0049 keep their names. drizzle's
// migrator applies by the journal's `when` (src/db/migration-names.test.ts), not by the name.
export default defineConfig({
  dialect: "postgresql",
  schema: ["./src/platform/*/schema.ts", "./src/capabilities/*/schema.ts"],
  out: "./drizzle",
  migrations: { prefix: "timestamp" },
});
