import { z } from "zod";
import { changeCall, changesAnswering, readCall } from "./call-kinds.ts";
import { byIdSchema, dateTimeSchema, flagSchema, idSchema, phoneSchema } from "./common.contract.ts";

// 收货地址 (/user/building-materials/address, address-card, address-modify, baiduaddress): the
// selected business's delivery address book, from which inquiry sheets take their 收货地址.
// Designed paths: the spec names the pages, not their calls.
const base = "/api/cidp-procurement/address";

/** An address as the book and the card picker show it. */
const deliveryAddressSchema = z.object({
  id: z.number().int(),
  contactName: z.string(),
  phone: z.string(),
  /** County-level GB/T 2260 code. */
  regionCode: z.string(),
  /** 省 市 区县, from the code. */
  regionName: z.string(),
  detail: z.string(),
  /** The region's name and the detail in one line, as a sheet records it. */
  fullAddress: z.string(),
  isDefault: z.boolean(),
  updateTime: dateTimeSchema,
});

/** An address as the buyer writes it (new, or `id` to edit). */
const deliveryAddressInputSchema = z.object({
  id: idSchema.optional(),
  contactName: z.string({ error: "请填写联系人" }).trim().min(1, "请填写联系人").max(30, "联系人不超过30字"),
  phone: z.string({ error: "请输入11位手机号！" }).trim().pipe(phoneSchema),
  regionCode: z.string({ error: "请选择所在地区（省/市/区县）" }).regex(/^\d{6}$/, "请选择所在地区（省/市/区县）"),
  detail: z.string({ error: "请填写详细地址" }).trim().min(2, "详细地址至少2个字").max(120, "详细地址不超过120字"),
  isDefault: flagSchema.default(false),
});

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const inquiryCreateAccess = { auth: "business", permission: "inquiry_create", designed: true, tag: "procurement" } as const;
const inquiryCreateChange = changesAnswering(inquiryCreateAccess, { data: z.null(), errors: [403, 404] });

/** The calls of the delivery address book. */
export const deliveryAddressCalls = {
  list: readCall(
    {
      auth: "business",
      anyMember:
        "the sites goods are delivered to, shared by everyone of the business; the receivers' phones in full only to roles that buy or pay, masked otherwise; only 采购员 change them",
      designed: true,
      tag: "procurement",
    },
    { path: `${base}/list`, summary: "收货地址簿（所选企业）：默认地址在前", data: z.array(deliveryAddressSchema) },
  ),
  save: changeCall(inquiryCreateAccess, {
    path: `${base}/save`,
    summary: "新增或修改收货地址（采购员）",
    body: deliveryAddressInputSchema,
    data: deliveryAddressSchema,
    errors: [400, 403, 404],
  }),
  setDefault: inquiryCreateChange({ path: `${base}/default`, summary: "设为默认收货地址（采购员）", body: byIdSchema }),
  remove: inquiryCreateChange({ path: `${base}/delete`, summary: "删除收货地址（采购员）", body: byIdSchema }),
};
