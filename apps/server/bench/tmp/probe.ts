// Temporary: times scale rows against kept databases (DBS=db1,db2 ONLY=text N=requests).
import { operatorHeaders } from "@cidp/api-client/contract";
import { buildApp } from "../../src/app.ts";
import { openDatabase } from "../../src/db/database.ts";
import { createOperatorAccounts } from "../../src/platform/operator/operator-accounts.ts";
import { demoOperator } from "../../src/platform/operator/seed.ts";
import { enrolThroughLink } from "../../src/testing/operator-desk.ts";
import { demoMemberHeaders } from "../demo-login.ts";
import { scaleRows } from "../scale-rows.ts";

const dbs = (process.env.DBS ?? "").split(",");
const only = (process.env.ONLY ?? "").split("|");
const n = Number(process.env.N ?? 15);
const rows = scaleRows.filter((r) => only.some((o) => r.name.includes(o)));
const servers = [];
for (const name of dbs) {
  const database = await openDatabase({ url: `postgres://postgres@127.0.0.1:5432/${name}` });
  const app = await buildApp({ db: database.db, rateLimit: false });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  const headers = await demoMemberHeaders(address);
  const link = await createOperatorAccounts(database.db, { origin: "" }).reissue(demoOperator.username);
  const operator = await enrolThroughLink(app, link.url, demoOperator.password, () => new Date());
  servers.push({ name, address, headers, op: { [operatorHeaders.session]: operator.session }, app, database });
}
for (const row of rows) {
  for (const p of row.paths) {
    const figures = [];
    for (const s of servers) {
      const headers = row.operator ? s.op : row.member ? s.headers : {};
      const times = [];
      let msg = "";
      for (let i = 0; i < n + 3; i++) {
        const t0 = performance.now();
        const r = await fetch(`${s.address}${p}`, { headers });
        const body = await r.json();
        if (!body.success) msg = body.msg;
        if (i >= 3) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      figures.push(`${times[Math.floor(times.length / 2)].toFixed(1)}${msg ? `(!${msg})` : ""}`);
    }
    console.log(`${row.name.slice(0, 30).padEnd(30)} ${figures.join("  ").padEnd(24)} ${decodeURIComponent(p).slice(0, 110)}`);
  }
}
for (const s of servers) { await s.app.close(); await s.database.close(); }
