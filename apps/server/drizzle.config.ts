import { defineConfig } from "drizzle-kit";

// Each service module owns its tables in src/modules/<service>/schema.ts.
export default defineConfig({ dialect: "postgresql", schema: "./src/modules/*/schema.ts", out: "./drizzle" });
