import { DAY_MS } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { vipTrainingSessions } from "./schema.ts";

/** A session `days` from the seed's day at China `hour`, lasting `hours`; registration closes `closeDays` before. */
interface SeedSession {
  title: string;
  kind: "training" | "policy";
  city: string;
  venue: string;
  days: number;
  hour: number;
  hours: number;
  closeDays: number;
  capacity: number;
  speaker: string;
  summary: string;
}

// Platform content: the sessions are laid out around the day they are first seeded (some past, most
// ahead), as the platform's editors would have announced them. No registrations are seeded: the
// demo holds no enterprise period (长春鼎盛's is yearly), and the journeys and tests register their own.
const SESSIONS: readonly SeedSession[] = [
  {
    title: "《建设工程工程量清单计价标准》GB/T 50500-2024 宣贯会",
    kind: "training",
    city: "长春",
    venue: "长春市南关区人民大街5688号 吉林省建设大厦三楼报告厅",
    days: 12,
    hour: 9,
    hours: 6,
    closeDays: 3,
    capacity: 120,
    speaker: "吉林省建设工程造价管理站",
    summary: "解读GB/T 50500-2024新版清单计价标准的主要变化：工程量清单编制、综合单价组成、合同价款调整与竣工结算，结合吉林省计价依据讲解实操要点。",
  },
  {
    title: "建筑施工安全生产标准化专题培训",
    kind: "training",
    city: "吉林市",
    venue: "吉林市船营区解放西路2号 吉林市建筑业协会培训中心",
    days: 20,
    hour: 13,
    hours: 4,
    closeDays: 2,
    capacity: 80,
    speaker: "吉林市建筑业协会 安全专家委员会",
    summary: "围绕《施工企业安全生产评价标准》与安全生产标准化考评，讲解危大工程管控、隐患排查治理台账与项目部标准化考评的常见失分点。",
  },
  {
    title: "电子招标投标实务与常见问题解析",
    kind: "training",
    city: "长春",
    venue: "长春市朝阳区西安大路1088号 长春国际会展中心B馆会议室",
    days: 30,
    hour: 9,
    hours: 3,
    closeDays: 3,
    capacity: 2,
    speaker: "吉林省公共资源交易中心 业务专家",
    summary: "从CA数字证书办理、投标文件加密与解密到开标异常处理，逐项演示电子招标投标全流程，并解析近年投诉处理中的典型问题。",
  },
  {
    title: "《保障农民工工资支付条例》及吉林省实施办法政策解读会",
    kind: "policy",
    city: "长春",
    venue: "长春市宽城区北人民大街1555号 长春市人社局会议中心",
    days: 40,
    hour: 14,
    hours: 3,
    closeDays: 5,
    capacity: 150,
    speaker: "吉林省人力资源和社会保障厅 劳动保障监察处",
    summary: "解读工资专用账户、实名制管理、总包代发与工资保证金制度，讲解欠薪线索处理流程与施工企业应建立的台账。",
  },
  {
    title: "建筑业企业资质管理新规政策解读会",
    kind: "policy",
    city: "吉林市",
    venue: "吉林市昌邑区吉林大街99号 吉林市住建局二楼会议室",
    days: -18,
    hour: 9,
    hours: 3,
    closeDays: 3,
    capacity: 100,
    speaker: "吉林市住房和城乡建设局 建筑市场科",
    summary: "解读建设工程企业资质标准调整、资质延续与动态核查要求，说明省内资质审批办理渠道与时限。",
  },
];

const at = (base: number, days: number, hour: number) => new Date(base + days * DAY_MS + (hour - 8) * 3_600_000);

/** The platform's offline sessions, once each (by title); a restart changes nothing. */
export async function seedTrainingSessions(db: Database, now = Date.now()): Promise<void> {
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  await db
    .insert(vipTrainingSessions)
    .values(
      SESSIONS.map(({ days, hour, hours, closeDays, ...session }) => ({
        ...session,
        startsAt: at(day, days, hour),
        endsAt: at(day, days, hour + hours),
        deadline: at(day, days - closeDays, 18),
      })),
    )
    .onConflictDoNothing({ target: vipTrainingSessions.title });
}
