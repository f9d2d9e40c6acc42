/** Texts of the law lessons: the catalogue, a lesson's page and its player. */
export const lessonTexts = {
  listTitle: "法律课程",
  listIntro: "建设工程领域的法律实务视频课程，由执业律师和高校教师主讲，每门课程均可免费试看。",
  /**
   * What the demonstration's videos are, said wherever lessons are shown (each lesson's
   * introduction, seeded from the server's lesson catalogue, says it too): generated title cards
   * as long as the outline, not lectures; the outline, lecturer and price are the product's.
   */
  sampleNotice:
    "演示说明：本站为演示平台，课程视频均为平台自动生成的演示样片，每讲只有一张标题卡（课程名、章节名和计时），时长与课程目录一致，没有真实授课内容；课程目录、讲师和价格展示的是课程正式上架销售时的形态。",
  outlineNote: "以下各讲视频为平台生成的演示样片：标题卡和计时，没有真实授课内容，时长与目录一致。",
  playerNote: "演示样片：本讲视频由平台生成，只显示课程名、章节名和计时，没有真实授课内容。",
  categoryNav: "课程分类",
  allCategories: "全部",
  priceNav: "价格",
  prices: { all: "全部", free: "免费", paid: "付费" } as Record<string, string>,
  searchLabel: "搜索课程",
  searchPlaceholder: "课程名称、讲师",
  search: "搜索",
  empty: "没有找到符合条件的课程",
  beyond: "没有更多课程了",
  listFailed: "课程暂时无法加载，请稍后再试",
  free: "免费",
  lecturer: "主讲",
  chapters: "章节",
  duration: "时长",
  learners: "学习人数",
  category: "分类",
  price: "价格",
  viewDetail: "查看详情",
  chapterCount: (n: number) => `共${n}讲`,
  learnerCount: (n: number) => `${n.toLocaleString("zh-CN")}人学习`,
  lessonMissing: "该课程不存在或已下架",
  introduction: "课程介绍",
  lecturerIntro: "讲师介绍",
  outline: "课程目录",
  /** What a buyer reads before paying (the lesson call's details). */
  provider: "课程提供方",
  audience: "适合人群",
  includes: "课程包含",
  terms: "购买须知",
  refundRules: "退款规则",
  preview: "试看",
  bought: "已购买",
  buy: "立即购买",
  buying: "正在下单…",
  loginToBuy: "登录后购买",
  startLearning: "开始学习",
  /** 支付结果 of a lesson: what a paid lesson gives (a package's page says people will get in touch instead). */
  paidNote: "我们已收到您的付款，本企业成员现在即可观看课程全部章节，学习进度自动保存。",
  continueLearning: "继续学习",
  watch: "观看",
  watchChapter: (title: string) => `观看：${title}`,
  lockedChapter: (title: string) => `购买后观看：${title}`,
  locked: "购买后观看",
  lockedNote: "该章节为付费内容，购买课程后即可观看全部章节。",
  lockedNoteVisitor: "该章节为付费内容，请登录并购买课程后观看。",
  resumeAt: (time: string) => `已从上次学习位置 ${time} 继续播放`,
  playFailed: "此视频暂无法播放，请稍后再试",
  backToLesson: "返回课程详情",
  chapterNav: "章节列表",
  current: "正在播放",
} as const;

/** Seconds as 分:秒 (or 时:分:秒). */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
