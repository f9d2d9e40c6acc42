import { sanitizeRichText } from "../../http/rich-text.ts";
import { articleCover, pictureUrl } from "../media/media-catalogue.ts";
import { articleTitles } from "./home-content.seed.ts";

/** How many articles each channel holds at least (a list pages, a search finds). */
const PER_CHANNEL = 44;

type Channel = keyof typeof articleTitles;

const cities = ["长春", "吉林", "四平", "辽源", "通化", "白山", "松原", "白城", "延边", "梅河口", "公主岭", "珲春"];
const projects = ["安置房", "学校改扩建", "综合管廊", "污水处理厂", "高速公路服务区", "医院门诊楼", "产业园标准厂房", "老旧小区改造", "体育中心", "物流园区"];
const materials = ["钢筋", "商品混凝土", "水泥", "防水卷材", "预制构件", "电缆", "保温材料", "塔式起重机租赁"];
const topics = ["智能建造", "绿色施工", "劳务实名制", "工程款支付", "供应链金融", "BIM正向设计", "装配式建筑", "安全生产", "工程质量", "招标投标"];

/** Titles beyond the hand-written ones, in each channel's own voice; deterministic. */
function generatedTitles(channel: Channel, count: number): { title: string; source: string }[] {
  const pick = <T>(list: readonly T[], i: number, step: number) => list[(i * step) % list.length] as T;
  return Array.from({ length: count }, (_, i) => {
    const city = pick(cities, i, 5);
    const project = pick(projects, i, 3);
    const material = pick(materials, i, 7);
    const topic = pick(topics, i, 3);
    switch (channel) {
      case "news":
        return { title: `${city}${project}项目通过平台完成${material}集中采购（第${i + 1}批）`, source: i % 3 === 0 ? "吉林日报" : "平台运营中心" };
      case "policy":
        return { title: `关于加强${city}市${topic}工作的通知（第${i + 1}号）`, source: i % 4 === 0 ? "省人民政府办公厅" : "省住房和城乡建设厅" };
      case "industry":
        return { title: `${city}地区${material}市场行情周报（第${i + 1}期）`, source: "省建设工程造价管理站" };
      case "salon":
        return { title: `第${i + 10}期建筑产业沙龙：${topic}的${city}实践`, source: "平台运营中心" };
      case "knowledge":
        return { title: `${topic}实务问答：${material}相关问题（${i + 1}）`, source: "平台知识库" };
      default:
        return { title: `${city}建筑行业党建联建活动纪实（${i + 1}）`, source: "平台党支部" };
    }
  });
}

/** An article's body: sections with headings, a table for figures, written for its channel. */
function body(channel: Channel, title: string, source: string, i: number): string {
  const figures =
    channel === "industry" || channel === "news"
      ? `<table><caption>主要数据</caption><thead><tr><th scope="col">指标</th><th scope="col">本期</th><th scope="col">同比</th></tr></thead><tbody><tr><td>成交额（万元）</td><td>${1200 + i * 37}</td><td>${(3 + (i % 9) * 0.7).toFixed(1)}%</td></tr><tr><td>参与企业（家）</td><td>${40 + (i % 30)}</td><td>${(2 + (i % 5)).toFixed(1)}%</td></tr></tbody></table>`
      : "";
  const sections =
    channel === "policy"
      ? [
          ["一、总体要求", `为贯彻落实国家和省关于建筑业高质量发展的决策部署，${source}制定本文件。各地要提高认识，压实责任，确保各项措施落地见效。`],
          ["二、主要措施", "（一）健全工作机制，明确牵头部门和责任分工；（二）依托省建筑产业互联网平台开展线上办理和全过程监管；（三）加强信用评价结果应用。"],
          ["三、保障措施", "各级住房和城乡建设主管部门要加强督促指导，及时总结推广经验做法，对工作中发现的问题及时报告。"],
        ]
      : [
          ["基本情况", `${title}。据${source}介绍，相关工作自启动以来进展顺利，得到了建筑企业和从业人员的积极参与。`],
          ["主要做法", "一是线上发布需求、线下对接服务；二是统一标准、规范流程；三是数据共享、全程留痕，有效提升了效率、降低了成本。"],
          ["下一步安排", "平台将持续完善功能，扩大覆盖范围，为全省建筑企业提供更加便捷、高效、安全的数字化服务。"],
        ];
  return sanitizeRichText(
    sections.map(([heading, text], k) => `<h2>${heading}</h2><p>${text}</p>${k === 0 ? figures : ""}`).join("") +
      `<p><img src="${pictureUrl(articleCover(channel, i))}" alt="${title}配图" width="640" height="400"></p>`,
  );
}

const VALIDITIES = ["valid", "valid", "valid", "valid", "revised", "repealed"] as const;

/** Every seeded article of every channel: the hand-written titles first, then generated ones up to 44. */
export function articleLibrary(now: number) {
  return (Object.keys(articleTitles) as Channel[]).flatMap((channel) => {
    const written = articleTitles[channel];
    const list = [...written, ...generatedTitles(channel, Math.max(0, PER_CHANNEL - written.length))];
    return list.map(({ title, source }, i) => {
      const publishedAt = new Date(now - (i * 3 + channel.length) * 86_400_000 - i * 3_600_000);
      const policy =
        channel === "policy"
          ? {
              docNumber: `吉建发〔${publishedAt.getUTCFullYear()}〕${(i % 40) + 1}号`,
              issuingAuthority: source,
              effectiveDate: new Date(publishedAt.getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
              validity: VALIDITIES[i % VALIDITIES.length] as string,
            }
          : {};
      return {
        category: channel,
        title,
        summary: `${title}。本文介绍相关背景、主要内容和对建筑企业的影响。`,
        source,
        author: i % 2 === 0 ? "平台编辑部" : "记者 王雪",
        content: body(channel, title, source, i),
        coverImg: pictureUrl(articleCover(channel, i)),
        viewCount: 120 + ((i * 37) % 500),
        publishedAt,
        ...policy,
      };
    });
  });
}
