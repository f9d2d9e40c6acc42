import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { backInTime, inBatches, pickOf, rowHash, seededCount } from "../../db/scale-sql.ts";
import { members } from "./schema.ts";

// Members for the benchmarks at scale (see src/composition/seed-scale.ts): the audience 站内公告
// reaches, the members who write to 在线客服, and one business with that many members (成员管理).

/** The scale seed's members' phone numbers: 170 and the row number (no demo account starts so). */
export const SCALE_MEMBER_PHONE_PREFIX = "170";

const surnames = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "马", "朱", "胡", "郭"];
const givenNames = ["建国", "晓梅", "志强", "秀英", "海波", "丽娟", "文军", "春燕", "国庆", "玉兰", "永刚", "红霞", "德明", "淑珍", "立新", "桂芳"];

/**
 * Tops the scale seed's members up to `target`, each a member of `businessId` since they
 * registered (one in two hundred an admin of it), registered over two years. They cannot log in:
 * their password hash is no scrypt string (password.ts refuses it).
 */
export async function seedScaleMembers(db: Database, businessId: number, target: number): Promise<number> {
  const have = await seededCount(db, members.phone, SCALE_MEMBER_PHONE_PREFIX);
  return inBatches(have + 1, target, (from, to) =>
    db.execute(sql`
      with added as (
        insert into member (phone, real_name, password_hash, created_at, updated_at)
        select ${SCALE_MEMBER_PHONE_PREFIX} || lpad(g.i::text, 8, '0'),
          ${pickOf(surnames, rowHash(31))} || ${pickOf(givenNames, rowHash(32))},
          'scale-seed:no-login', t.at, t.at
        from generate_series(${from}::int, ${to}::int) as g(i)
        cross join lateral (select ${backInTime(33)} as at) as t
        on conflict (phone) do nothing
        returning id, phone, created_at
      )
      insert into membership (member_id, business_id, role, created_at)
      select id, ${businessId}::int, case when substr(phone, 4)::int % 200 = 0 then 'admin' else 'member' end, created_at from added
      on conflict do nothing`),
  );
}
