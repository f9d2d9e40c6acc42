import { z } from "zod";
import { changeCall } from "./call-kinds.ts";
import { staffAccess, staffRead, staffStep } from "./staff-access.ts";

// 党建栏目: the party-building modules the portal's djyl/news-list filters by (`modulecode`),
// managed by the content staff in the back office (apps/operator `/content/party-modules`, linked
// from 内容管理). A 党建 piece chooses its module; publishing writes the code on the portal's
// article. Staff calls like operatorCalls (auth "operator"), spread into them in operator.calls.ts.
const base = "/api/cidp-operator/content/party-modules";

const nameSchema = z.string({ error: "请输入栏目名称" }).trim().min(1, "请输入栏目名称").max(20, "栏目名称不能超过20个字");

/** A new module: its code (as the portal's address carries it) and its name. */
export const partyModuleCreateSchema = z.object({
  code: z
    .string({ error: "请输入栏目编码" })
    .trim()
    .regex(/^\d{12}$/, "栏目编码应为12位数字，如 202408150001"),
  name: nameSchema,
});

/** A module as the back office lists it, with what belongs to it (a module is removed only when nothing does). */
const partyModuleRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Articles on the portal in it, counted up to LIST_COUNT_CAP (a total at the cap means "that many or more"). */
  articleCount: z.number().int(),
  /** Pieces of 内容管理 (any state) that chose it, counted up to LIST_COUNT_CAP. */
  entryCount: z.number().int(),
  /** The menu's module, which pieces default to: never removed. */
  isDefault: z.boolean(),
});

/** The calls of 党建栏目. */
export const operatorPartyCalls = {
  partyModules: staffRead({
    path: base,
    summary: "党建栏目：编码、名称及其文章与稿件数",
    data: z.array(partyModuleRowSchema),
    errors: [403],
  }),
  partyModuleCreate: changeCall(staffAccess, {
    path: base,
    summary: "新增党建栏目（门户党建列表按栏目编码筛选）",
    body: partyModuleCreateSchema,
    data: z.object({ id: z.number().int() }),
    errors: [400, 403, 409],
  }),
  partyModuleRename: staffStep({
    path: `${base}/:id`,
    summary: "修改党建栏目名称（编码不变，门户地址不变）",
    body: z.object({ name: nameSchema }),
    errors: [400, 403, 404, 409],
  }),
  partyModuleDelete: staffStep({ path: `${base}/:id/delete`, summary: "删除党建栏目（仅当栏目下没有文章和稿件；默认栏目不能删除）", errors: [403, 404, 409] }),
};

/** The permission each call needs: editors and reviewers read, editors change. */
export const OPERATOR_PARTY_CALL_PERMISSIONS = {
  partyModules: "content.read",
  partyModuleCreate: "content.edit",
  partyModuleRename: "content.edit",
  partyModuleDelete: "content.edit",
} as const;
