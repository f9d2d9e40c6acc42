// Latency of the list and count calls as the data grows, measured from outside (HTTP on
// loopback), against the targets of the performance issue:
//   article/home                         ≤ 1.5 × its 1e3 time, at 1e5 and 1e6 rows
//   notice list page 1, every tab        ≤ 1.5 × its 1e3 time, at 1e5 and 1e6 notices
//   unread counts (the bell and the tabs) ≤ 5 ms, at 1e6 notices (shown at every scale)
//   every list of scale-rows.ts, first and deep pages, each filter, and the article detail: ≤ 1.5 × base
//   (the company directory, the public tenders, the supplier pool, the open inquiries, the
//   article and announcement lists), companies, tenders and sheets seeded at the same scale
//   and, from bench/rows/, the markets, the legal lists, the shop, the members' own lists (and the business's requests,
//   applications and registrations), the operator's queues and lists, its report and the keyword filters
//   (every list joins here with its rows module; seed-scale fills the tables they read)
// The deep page of each list is the deepest one the 1e3 base fills with ten rows, so both ends of
// the comparison read a full page at the same offset: page 100 (the deepest any list pages to,
// paging.ts) for the articles and announcements, which the base holds a thousand of; the deepest
// full page at the base for the certified companies, public tenders and open inquiries, which are
// a share of their seeded rows. The seed step checks every scale fills these pages (deep-pages.ts).
// Run: pnpm --filter @cidp/server bench:scale [--scales 1e3,1e5,1e6] [--requests 200] [--data-dir DIR] [--only TEXT]
// Each scale gets a fresh database seeded by seed-scale; the machinery is in scale-harness.ts.
// With --data-dir (PGlite only) each scale's folder is kept in DIR and topped up, not made anew:
// seeding 1e6 rows into PGlite takes long, so it is done once (`seed:scale --scale 1e6 --data-dir
// DIR/scale-1000000` makes the same folder) and later runs measure at once.

import { seedScale } from "../src/composition/seed-scale.ts";
import { expectFullDeepPages } from "./deep-pages.ts";
import { runScaleBench } from "./scale-harness.ts";
import { scaleRows } from "./scale-rows.ts";

await runScaleBench({
  name: "scale",
  seed: async (db, scale, log) => {
    // No row here reads the search (bench:search measures it at 1e6 documents): its index, some
    // twelve documents a row, would take hours to build at 1e6 on PGlite.
    const report = await seedScale(db, scale, { log, searchIndex: false });
    await expectFullDeepPages(db, scale);
    return report;
  },
  rows: scaleRows,
});
