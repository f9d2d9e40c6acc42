import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { backInTime, inBatches, independentHashOf, pickOf, seededCount } from "../../db/scale-sql.ts";
import { members } from "./schema.ts";

// Members for the benchmarks at scale (src/composition/seed-scale.ts): the rows 会员查询 finds by
// name or phone. Chinese names of a surname and one or two given characters, so a surname is a
// common keyword and a full name a rare one. None can log in: their password hash is no hash
// (password.ts refuses any malformed one), and their phones sit in a range no real number uses.

/** Phones of the scale members start so (a reserved-looking prefix, eleven digits in all). */
const PHONE_PREFIX = "100";
const surnames = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "胡", "朱", "高", "林", "何", "郭", "马", "罗"];
const givens = ["伟", "芳", "娜", "敏", "静", "丽", "强", "磊", "军", "洋", "勇", "艳", "杰", "涛", "明", "超", "秀英", "建国", "春华", "志刚"];

/** Tops the scale members up to `target`. */
export async function seedScaleMembers(db: Database, target: number): Promise<number> {
  const seeded = await seededCount(db, members.phone, PHONE_PREFIX);
  const i = sql`g.i`;
  return inBatches(seeded + 1, target, (from, to) =>
    db.execute(sql`
      insert into member (phone, real_name, password_hash, created_at, updated_at)
      select ${PHONE_PREFIX} || lpad(g.i::text, 8, '0'), ${pickOf(surnames, independentHashOf(i, 41))} || ${pickOf(givens, independentHashOf(i, 42))} || ${pickOf(givens, independentHashOf(i, 43))},
        'scale-member-without-password', ${backInTime(44)}, ${backInTime(44)}
      from generate_series(${from}::int, ${to}::int) as g(i)`),
  );
}
