import { z } from "zod";
import { changeCall, listCall, readByIdCall, readCall } from "./call-kinds.ts";
import { idSchema } from "./common.contract.ts";

// 法律课程: paid video lessons of the law services. The catalogue is public; a chapter's video is
// handed out as a short-lived signed link — free preview chapters to anyone, the others to members
// whose business bought the lesson. Designed paths (spec §7 does not show them).
const base = "/api/cidp-lesson/law-lesson";

/** The catalogue's categories, in the order the list page offers them. */
export const LAW_LESSON_CATEGORIES = ["合同管理", "工程款结算", "劳务用工", "招投标", "安全生产", "纠纷解决"] as const;

/** Where the video bytes are served (not a call: a `<video>` loads them, with range requests). */
export const lessonPaths = {
  video: `${base}/video`,
} as const;

const lessonSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  summary: z.string(),
  lecturer: z.string(),
  lecturerTitle: z.string(),
  /** 0 for a free lesson. */
  priceFen: z.number().int().nonnegative(),
  chapterCount: z.number().int(),
  /** Total length of the chapters, seconds. */
  durationSeconds: z.number().int(),
  learners: z.number().int(),
});

const chapterSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  title: z.string(),
  durationSeconds: z.number().int(),
  /** A free preview chapter: anyone may watch it. */
  free: z.boolean(),
});

/** A signed link to a chapter's video, and where this member stopped last time. */
const playSchema = z.object({
  chapterId: z.number().int(),
  url: z.string(),
  /** When the link stops working (epoch seconds). */
  expires: z.number().int(),
  /** Seconds into the chapter to resume at; 0 for a visitor or a fresh start. */
  position: z.number().nonnegative(),
});

/** What a lesson's page tells a buyer before paying (parts are empty where the platform wrote none). */
const lessonDetailsSchema = z.object({
  /** 课程提供方. */
  provider: z.string(),
  /** 适合人群. */
  audience: z.array(z.string()),
  /** 课程包含: the chapters, progress kept, how long it is open. */
  includes: z.array(z.string()),
  /** 购买须知. */
  terms: z.array(z.string()),
  /** 退款规则. */
  refundRules: z.array(z.string()),
});

const chapterQuery = z.object({ chapterId: idSchema });

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const publicAccess = { auth: "none", designed: true, tag: "lesson" } as const;

/** The calls of the law lessons. */
export const lessonCalls = {
  list: listCall(publicAccess, {
    path: `${base}/list`,
    summary: "法律课程列表（分类、搜索、免费/付费）",
    filters: {
      category: z.enum(LAW_LESSON_CATEGORIES, { error: "课程分类不存在" }).optional(),
      keyword: z.string().trim().max(50, "搜索词不能超过50个字").optional(),
      price: z.enum(["free", "paid"], { error: "请选择免费或付费" }).optional(),
    },
    record: lessonSummarySchema,
  }),
  detail: readByIdCall(publicAccess, {
    path: `${base}/detail`,
    summary: "法律课程详情与章节目录",
    record: lessonSummarySchema.extend({ introduction: z.string(), lecturerIntro: z.string(), details: lessonDetailsSchema, chapters: z.array(chapterSchema) }),
  }),
  mine: readByIdCall(
    {
      auth: "business",
      anyMember: "a lesson the business bought is for every member to study; the progress shown is the member's own",
      designed: true,
      tag: "lesson",
    },
    {
      path: `${base}/mine`,
      summary: "本企业是否已购买该课程，以及各章节的学习进度",
      record: z.object({ bought: z.boolean(), positions: z.array(z.object({ chapterId: z.number().int(), position: z.number() })) }),
    },
  ),
  preview: readCall(publicAccess, {
    path: `${base}/preview`,
    summary: "试看章节的视频链接（免登录）",
    query: chapterQuery,
    data: playSchema,
    errors: [400, 403, 404],
  }),
  play: readCall(
    {
      auth: "business",
      anyMember: "a lesson the business bought is for every member to study (the handler checks the purchase)",
      designed: true,
      tag: "lesson",
    },
    { path: `${base}/play`, summary: "章节视频链接（已购买或试看章节）与上次学习位置", query: chapterQuery, data: playSchema, errors: [400, 403, 404] },
  ),
  saveProgress: changeCall(
    { auth: "business", anyMember: "the member's own place in a lesson the business bought", designed: true, tag: "lesson" },
    {
      path: `${base}/progress`,
      summary: "保存章节学习位置",
      body: z.object({
        chapterId: idSchema,
        position: z.coerce.number({ error: "学习位置不正确" }).min(0, "学习位置不正确").max(86_400, "学习位置不正确"),
      }),
      data: z.object({ position: z.number() }),
      errors: [400, 403, 404],
    },
  ),
};
