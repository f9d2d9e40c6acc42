import { defineConfig } from "drizzle-kit";

// Each service module owns its tables in src/platform/<module>/schema.ts or src/capabilities/<module>/schema.ts.
export default defineConfig({ dialect: "postgresql", schema: ["./src/platform/*/schema.ts", "./src/capabilities/*/schema.ts"], out: "./drizzle" });
