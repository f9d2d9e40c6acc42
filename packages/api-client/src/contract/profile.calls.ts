import { z } from "zod";
import { changeCall, readCall } from "./call-kinds.ts";
import { plainName } from "./common.contract.ts";

// 个人资料 (/user/default/edit): the member's name, avatar and e-mail. Designed paths beside the
// user center's (spec §7 does not show them).
const base = "/api/cidp-user-center/ucenter/profile";

const profileSchema = z.object({
  realName: z.string(),
  /** `138****0001`. */
  phoneMasked: z.string(),
  email: z.string().nullable(),
  /** A lasting link to the avatar image, or "" for none. */
  avatar: z.string(),
  /** The name is the one certified once personal certification passed: it changes only by certifying again. */
  nameLocked: z.boolean(),
});

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const memberAccess = { auth: "member", designed: true, tag: "user-center" } as const;

/** The calls of the profile page. */
export const profileCalls = {
  profile: readCall(memberAccess, { path: base, summary: "我的个人资料", data: profileSchema }),
  updateProfile: changeCall(memberAccess, {
    path: `${base}/update`,
    summary: "修改个人资料（姓名、头像、邮箱）",
    body: z.object({
      realName: plainName(z.string({ error: "请输入姓名" }).trim().min(1, "请输入姓名").max(50, "姓名不能超过50个字符"), "姓名"),
      /** Empty clears the address. */
      email: z
        .string()
        .trim()
        .max(100, "邮箱不能超过100个字符")
        .refine((value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), "请输入正确的邮箱地址"),
      /** A newly uploaded image of the member's own; absent keeps the current avatar. */
      avatarResourceId: z.coerce.number().int().positive().optional(),
    }),
    data: profileSchema,
    errors: [400],
  }),
};
