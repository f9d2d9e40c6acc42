import { profileCalls } from "@cidp/api-client/contract";
import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { HttpError } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { personalCertifications } from "../certification/schema.ts";
import { chatUsers } from "../chat/schema.ts";
import type { StoredFiles } from "../upload/stored-files.ts";
import { members } from "./schema.ts";

/** Avatars are photos: no SVG (script) and no animation. */
const AVATAR_EXTENSIONS = /\.(jpe?g|png)$/i;

/** The refusals of the profile calls. */
export const profileMessages = {
  nameLocked: "您已完成个人实名认证，姓名以认证信息为准，不能修改",
  avatar: "请上传jpg或png格式的头像图片",
} as const;

/** `138****0001`. */
function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** 个人资料: name (until personally certified), avatar through the upload engine, e-mail. */
export async function profileRoutes(app: FastifyInstance, { db, files, now = () => new Date() }: { db: Database; files: StoredFiles; now?: () => Date }) {
  async function nameLocked(memberId: number): Promise<boolean> {
    const [latest] = await db
      .select({ state: personalCertifications.state })
      .from(personalCertifications)
      .where(eq(personalCertifications.memberId, memberId))
      .orderBy(desc(personalCertifications.id))
      .limit(1);
    return latest?.state === "certified";
  }

  async function view(memberId: number) {
    const [member] = await db.select().from(members).where(eq(members.id, memberId));
    if (!member) throw new HttpError(404, "账号不存在");
    return {
      realName: member.realName,
      phoneMasked: maskPhone(member.phone),
      email: member.email,
      avatar: member.avatar,
      nameLocked: await nameLocked(memberId),
    };
  }

  contractRoute(app, profileCalls.profile, async (request) => ok(await view(authOf(request).member.id)));

  contractRoute(app, profileCalls.updateProfile, async (request) => {
    const { member } = authOf(request);
    const { realName, email, avatarResourceId } = request.body;
    if (realName !== member.realName && (await nameLocked(member.id))) throw new HttpError(400, profileMessages.nameLocked);
    let avatar: string | undefined;
    if (avatarResourceId !== undefined) {
      const image = (await files.ownImages(member.id, [avatarResourceId])).get(avatarResourceId);
      if (!image || !AVATAR_EXTENSIONS.test(image.fileName)) throw new HttpError(400, profileMessages.avatar);
      avatar = files.publicLink(image);
    }
    await db.transaction(async (tx) => {
      await tx
        .update(members)
        .set({ realName, email: email === "" ? null : email, ...(avatar ? { avatar } : {}), updatedAt: now() })
        .where(eq(members.id, member.id));
      // Contacts see the member's chat card: the same name and face.
      await tx
        .update(chatUsers)
        .set({ name: realName, ...(avatar ? { avatar } : {}) })
        .where(eq(chatUsers.memberId, member.id));
    });
    return ok(await view(member.id), "保存成功");
  });
}
