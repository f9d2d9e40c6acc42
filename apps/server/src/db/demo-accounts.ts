/** The demo log-ins the seed creates; printed by `npm start` and listed in the README. */
export const demoAccounts = [
  { phone: "13800000001", password: "Demo@123456", realName: "张建国", note: "演示会员，属于三家企业" },
  { phone: "13800000002", password: "Demo@123456", realName: "李晓梅", note: "第二位会员（聊天对象）" },
] as const;

/** The demo accounts as lines for a terminal banner. */
export function demoAccountsBanner(): string {
  return ["  演示账号 (手机号 / 密码):", ...demoAccounts.map((a) => `    ${a.phone} / ${a.password}  ${a.realName}，${a.note}`)].join("\n");
}
