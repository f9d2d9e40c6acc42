import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type Database, migrationsFolder } from "../db/database.ts";
import { throwawayDatabase } from "./suite-target.ts";

/** One node of a query plan, flattened out of EXPLAIN's tree. */
export interface PlanNode {
  nodeType: string;
  relation: string | undefined;
  index: string | undefined;
  /** The condition an index scan reads its range by (absent on other nodes). */
  indexCond: string | undefined;
  /**
   * Whether the node's rows stream up to a LIMIT, which stops reading them at its count: no hash,
   * sort, aggregate or materialisation between them, and not the inner side of a loop (read again
   * for every outer row).
   */
  stoppedByLimit: boolean;
}

/** The plan of one statement a call ran. */
export interface StatementPlan {
  sql: string;
  nodes: PlanNode[];
}

/** A migrated database whose statements are recorded, so a test can EXPLAIN exactly what a call ran. */
export interface PlannedDatabase {
  db: Database;
  driver: "pglite" | "postgres";
  /** Runs `call`, then EXPLAINs every statement it sent, with its own parameters. */
  plansOf(call: () => Promise<unknown>): Promise<StatementPlan[]>;
  close(): Promise<void>;
}

type RawQuery = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

interface RawPlan {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  Plans?: RawPlan[];
}

const BLOCKING = new Set(["Hash", "Sort", "Incremental Sort", "Aggregate", "WindowAgg", "Materialize", "Memoize", "Unique", "SetOp"]);

function flatten(plan: RawPlan, stoppedByLimit = false): PlanNode[] {
  const type = plan["Node Type"];
  const streams = type === "Limit" || (stoppedByLimit && !BLOCKING.has(type));
  const children = (plan.Plans ?? []).flatMap((child, i) => flatten(child, streams && !(type === "Nested Loop" && i === 1)));
  return [{ nodeType: type, relation: plan["Relation Name"], index: plan["Index Name"], indexCond: plan["Index Cond"], stoppedByLimit }, ...children];
}

function planned(db: Database, driver: PlannedDatabase["driver"], recorded: { sql: string; params: unknown[] }[], raw: RawQuery, close: () => Promise<void>) {
  return {
    db,
    driver,
    async plansOf(call: () => Promise<unknown>) {
      recorded.length = 0;
      await call();
      const statements = recorded.splice(0);
      const plans: StatementPlan[] = [];
      // A transaction's own statements (node-postgres sends them as queries too) have no plan.
      for (const statement of statements.filter((sent) => !/^(begin|commit|rollback|savepoint|release)\b/i.test(sent.sql.trim()))) {
        const { rows } = await raw(`explain (format json) ${statement.sql}`, statement.params);
        const value = Object.values(rows[0] ?? {})[0];
        const [root] = (typeof value === "string" ? JSON.parse(value) : value) as [{ Plan: RawPlan }];
        plans.push({ sql: statement.sql, nodes: flatten(root.Plan) });
      }
      return plans;
    },
    close,
  };
}

/** An in-memory PGlite with the migrations, recording its statements. */
export async function plannedPglite(): Promise<PlannedDatabase> {
  const recorded: { sql: string; params: unknown[] }[] = [];
  const client = await PGlite.create();
  const db = drizzlePglite(client, { logger: { logQuery: (sql, params) => recorded.push({ sql, params }) } });
  await migratePglite(db, { migrationsFolder });
  return planned(
    db as unknown as Database,
    "pglite",
    recorded,
    (text, params) => client.query(text, params),
    () => client.close(),
  );
}

/** A throwaway database on the Postgres at `url` (dropped by `close`), recording its statements. */
export async function plannedPostgres(url: string): Promise<PlannedDatabase> {
  const database = await throwawayDatabase(url, "cidp_plans");
  const recorded: { sql: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const db = drizzlePg(pool, { logger: { logQuery: (sql, params) => recorded.push({ sql, params }) } });
  await migratePg(db, { migrationsFolder });
  return planned(
    db as unknown as Database,
    "postgres",
    recorded,
    (text, params) => pool.query(text, params),
    async () => {
      await pool.end();
      await database.drop();
    },
  );
}
