/**
 * The platform's customer-service hours (平台设置 服务时间, e.g. "9:30-18:30" or "工作日 8:30-17:30"),
 * read in China's time: whether a member who writes now reaches someone, or gets the away message.
 */
export interface ServiceHours {
  /** Minutes after midnight the service opens and closes (close after open; an overnight span is not offered). */
  opens: number;
  closes: number;
  /** "工作日": Monday to Friday only. */
  weekdaysOnly: boolean;
}

/** China keeps no daylight saving time: its wall clock is UTC+8 all year. */
const CHINA_OFFSET_MINUTES = 8 * 60;

const clock = (hours: string, minutes: string) => {
  const h = Number(hours);
  const m = Number(minutes);
  return h <= 24 && m < 60 && h * 60 + m <= 24 * 60 ? h * 60 + m : null;
};

/** Reads a setting such as "9:30-18:30", "09:30～18:30" or "工作日 8:30-17:30"; null when it names no hours. */
export function parseServiceHours(text: string): ServiceHours | null {
  const match = /(\d{1,2})[:：](\d{2})\s*[-–—~～至到]\s*(\d{1,2})[:：](\d{2})/.exec(text);
  if (!match) return null;
  const opens = clock(match[1] as string, match[2] as string);
  const closes = clock(match[3] as string, match[4] as string);
  if (opens === null || closes === null || closes <= opens) return null;
  return { opens, closes, weekdaysOnly: /工作日|周一至周五/.test(text) };
}

/** Service the whole day, every day: a setting with no span that still says when someone answers. */
const ROUND_THE_CLOCK = /^(全天|7\s*[×xX*]\s*24\s*小时|24\s*小时)$/;

/** Why 服务时间 cannot be saved as written: the member's away message and the console read it. */
export const SERVICE_HOURS_PROBLEM = "服务时间须写明起止时刻，如 9:30-18:30 或 工作日 8:30-17:30（在 0:00-24:00 之间，结束晚于开始）；全天服务请写 7×24小时";

/** Null when the setting names readable hours (or service round the clock), else the reason it does not. */
export function serviceHoursProblem(text: string): string | null {
  const trimmed = text.trim();
  return ROUND_THE_CLOCK.test(trimmed) || parseServiceHours(trimmed) !== null ? null : SERVICE_HOURS_PROBLEM;
}

/**
 * Whether `at` falls within the hours (Asia/Shanghai). Hours that cannot be read never count as
 * closed: the away message then rests on whether an agent is online.
 */
export function withinServiceHours(hours: ServiceHours | null, at: Date): boolean {
  if (!hours) return true;
  const local = new Date(at.getTime() + CHINA_OFFSET_MINUTES * 60_000);
  const day = local.getUTCDay();
  if (hours.weekdaysOnly && (day === 0 || day === 6)) return false;
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return minute >= hours.opens && minute < hours.closes;
}

/** A wait longer than this is shown as overdue on the console (待接入 highlighted). */
export const SERVICE_WAIT_ALERT_SECONDS = 120;

/** How long after an agent's last sign of life on the console they still count as online. */
export const SERVICE_AGENT_ONLINE_SECONDS = 120;

/** What a member reads once when nobody can answer now; `serviceHours` is the setting as written. */
export function serviceAwayMessage(reason: "closed" | "nobody", serviceHours: string): string {
  return reason === "closed"
    ? `您好，当前为非工作时间（服务时间 ${serviceHours}），您的留言已收到，客服上线后将第一时间回复。`
    : "您好，当前暂无客服在线，您的留言已收到，客服上线后将第一时间回复。";
}

/** "3分钟" / "1小时5分钟": how long a member has waited, as the console shows it. */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s}秒`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes}分钟`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours}小时` : `${hours}小时${minutes % 60}分钟`;
}
