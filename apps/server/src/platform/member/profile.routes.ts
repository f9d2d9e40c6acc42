import { profileCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import type { StoredFiles } from "../upload/stored-files.ts";
import { maskedPhone } from "./masked-phone.ts";
import { createMemberRepository } from "./member.repository.ts";

/** Avatars are photos: no SVG (script) and no animation. */
const AVATAR_EXTENSIONS = /\.(jpe?g|png)$/i;

/** The refusals of the profile calls. */
export const profileMessages = {
  nameLocked: "您已完成个人实名认证，姓名以认证信息为准，不能修改",
  avatar: "请上传jpg或png格式的头像图片",
} as const;

/** A member's new name and face, as the profile saved them. */
export interface ProfileChange {
  memberId: number;
  realName: string;
  /** Set when the avatar changed. */
  avatar?: string;
}

/**
 * What the profile needs of modules above the members, handed in by app.ts: whether the name is
 * fixed by a personal certification (certification), and who else shows the name and face (the
 * chat card), updated in the profile's transaction so they never disagree.
 */
export interface ProfileRoutesOptions {
  db: Database;
  files: StoredFiles;
  now?: () => Date;
  nameLocked: (db: Database, memberId: number) => Promise<boolean>;
  onProfileChanged: ReadonlyArray<(tx: Database, change: ProfileChange) => Promise<unknown>>;
}

/** 个人资料: name (until personally certified), avatar through the upload engine, e-mail. */
export async function profileRoutes(app: FastifyInstance, { db, files, now = () => new Date(), nameLocked, onProfileChanged }: ProfileRoutesOptions) {
  const members = createMemberRepository(db);

  async function view(memberId: number) {
    const member = await members.findById(memberId);
    if (!member) throw refuse("not_found", "账号不存在");
    return {
      realName: member.realName,
      phoneMasked: maskedPhone(member.phone),
      email: member.email,
      avatar: member.avatar,
      nameLocked: await nameLocked(db, memberId),
    };
  }

  contractRoute(app, profileCalls.profile, async (request) => ok(await view(authOf(request).member.id)));

  contractRoute(app, profileCalls.updateProfile, async (request) => {
    const { member } = authOf(request);
    const { realName, email, avatarResourceId } = request.body;
    if (realName !== member.realName && (await nameLocked(db, member.id))) throw refuse("state", profileMessages.nameLocked);
    let avatar: string | undefined;
    if (avatarResourceId !== undefined) {
      const image = (await files.ownImages(member.id, [avatarResourceId])).get(avatarResourceId);
      if (!image || !AVATAR_EXTENSIONS.test(image.fileName)) throw refuse("invalid", profileMessages.avatar);
      avatar = files.publicLink(image);
    }
    const change: ProfileChange = { memberId: member.id, realName, ...(avatar ? { avatar } : {}) };
    await members.updateProfile(member.id, { realName, email: email === "" ? null : email, avatar, at: now() }, async (tx) => {
      for (const changed of onProfileChanged) await changed(tx, change);
    });
    return ok(await view(member.id), "保存成功");
  });
}
