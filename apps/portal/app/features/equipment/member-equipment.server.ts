import { clientCall } from "@cidp/api-client";
import { equipmentCalls } from "@cidp/api-client/contract";
import { type EquipmentSide, parseYuan } from "@cidp/domain";
import { redirect } from "react-router";
import { blankAsUnset, idField, typedFields } from "../../lib/form-fields.server.ts";
import { requestedPage } from "../../lib/page-number.ts";
import type { RegionChoices } from "../../lib/region-picker.tsx";
import { memberAction, memberFormAction } from "../../lib/session/member-action.server.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { chinaToday } from "./equipment-detail.server.ts";
import { equipmentTexts as texts } from "./equipment-texts.ts";
import type { OwnListing } from "./listing-form.tsx";
import { MEMBER_TABS, memberPath } from "./member-tabs.ts";
import type { EquipmentRequest } from "./request-list.tsx";

const LIST_SIZE = 20;

/** What a member page shows: the chosen tab's content, the form's regions, the listing being edited. */
export async function loadMemberEquipment(request: Request, context: RequestContext, side: EquipmentSide) {
  const url = new URL(request.url);
  const tab = MEMBER_TABS.find((t) => t === url.searchParams.get("tab")) ?? "publish";
  const page = requestedPage(url.searchParams);
  const editId = Number(url.searchParams.get("edit")) || 0;
  const today = chinaToday();
  const base = { tab, page, today, saved: url.searchParams.get("saved") === "1", error: null as string | null };
  const empty = {
    listing: null as OwnListing | null,
    regions: { provinces: [], cities: [], districts: [] } as RegionChoices,
    mine: [] as OwnListing[],
    requests: [] as EquipmentRequest[],
    pages: 0,
  };
  const client = portalRequest(context).member;
  if (!client) return { ...base, ...empty, error: "请先登录" };
  try {
    if (tab === "publish") {
      const regions = clientCall(equipmentCalls.regions);
      const own = editId
        ? (await clientCall(equipmentCalls.mine)(client, { side, size: 100 }, { silent: true })).data.records.find((r) => r.id === editId)
        : undefined;
      const code = own?.regionCode ?? "";
      const anonymous = portalRequest(context).visitor;
      const [provinces, cities, districts] = await Promise.all([
        regions(anonymous, {}, { silent: true }),
        code ? regions(anonymous, { parent: code.slice(0, 2) }, { silent: true }) : Promise.resolve({ data: [] }),
        code ? regions(anonymous, { parent: code.slice(0, 4) }, { silent: true }) : Promise.resolve({ data: [] }),
      ]);
      return { ...base, ...empty, listing: own ?? null, regions: { provinces: provinces.data, cities: cities.data, districts: districts.data } };
    }
    if (tab === "mine") {
      const answer = await clientCall(equipmentCalls.mine)(client, { side, current: page, size: LIST_SIZE }, { silent: true });
      return { ...base, ...empty, mine: answer.data.records, pages: answer.data.pages };
    }
    const answer = await clientCall(equipmentCalls.requests)(client, { box: tab, current: page, size: LIST_SIZE }, { silent: true });
    return { ...base, ...empty, requests: answer.data.records, pages: answer.data.pages };
  } catch {
    return { ...base, ...empty, error: "加载失败，请稍后重试" };
  }
}

/** The member pages' changes, each read with its call's body schema: save (draft or submit), a listing's state, a decision, a withdrawal. */
export async function memberEquipmentAction(request: Request, context: RequestContext, side: EquipmentSide) {
  const form = await request.formData();
  const intent = form.get("intent");
  const id = idField(form, "id");
  if (intent === "draft" || intent === "submit") {
    // 元 as typed, to fen by the domain's money rule; an emptied box is "not given" (请填写价格).
    const { price } = typedFields(form, ["price"]);
    const priceFen = price === "" ? undefined : parseYuan(price);
    if (priceFen === null) return { ok: false as const, msg: texts.priceInvalid };
    const answer = await memberFormAction(context, equipmentCalls.save, form, {
      id: id ?? undefined,
      priceFen,
      photoIds: form.getAll("photoIds"),
      certificateIds: form.getAll("certificateIds"),
      ...blankAsUnset(form, ["availableFrom", "availableTo"]),
      submit: intent === "submit",
    });
    if (answer.ok) throw redirect(`${memberPath(side)}?tab=mine&saved=1`);
    return answer;
  }
  if (!id) return { ok: false as const, msg: "请选择要操作的记录" };
  if (intent === "change") {
    return memberFormAction(context, equipmentCalls.change, form, { id });
  }
  if (intent === "decide") {
    return memberFormAction(context, equipmentCalls.decide, form, { id, accept: form.get("accept") === "1" });
  }
  if (intent === "cancel") return memberAction(context, (client) => clientCall(equipmentCalls.cancel)(client, { id }, { silent: true }));
  return { ok: false as const, msg: "不支持的操作" };
}
