import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REVIEWED_OFFER_EVENTS, type ReviewedOfferEvent } from "../review/reviewed-offer.ts";
import { REVIEWED_OFFER_TRANSITIONS } from "../testing/reviewed-offer-cases.ts";
import { itFollowsTransitions, walkEvents } from "../testing/transition-cases.ts";
import {
  checkShopServiceDraft,
  SHOP_SERVICE_STATE_LABELS,
  SHOP_SERVICE_STATES,
  type ShopServiceDraft,
  type ShopServiceState,
  shopServiceDeliveryText,
  shopServicePriceText,
  transitionShopService,
} from "./shop-service.ts";

describe("shop service states", () => {
  itFollowsTransitions(REVIEWED_OFFER_TRANSITIONS, transitionShopService, "shop-service.transition-forbidden", (state) => SHOP_SERVICE_STATE_LABELS[state]);

  it("reaches 已上架 only by the operator's approval of a reviewed service, whatever the events", () => {
    const end = (state: ShopServiceState) => expect(SHOP_SERVICE_STATES).toContain(state);
    walkEvents<ShopServiceState, ReviewedOfferEvent>(
      { from: "draft", events: REVIEWED_OFFER_EVENTS, transition: transitionShopService, maxLength: 40, end },
      (state, event, result) => {
        if (!result.ok) return;
        if (result.value === "listed") expect([state, event]).toEqual(["reviewing", "approve"]);
        if (result.value === "rejected") expect(state).toBe("reviewing");
        // A listed service is never edited in place: buyers see what was reviewed.
        if (state === "listed") expect(event).toBe("delist");
      },
    );
  });
});

const good: ShopServiceDraft = {
  title: "工程造价咨询（全过程）",
  category: "costing",
  priceFen: 380_000,
  unit: "次",
  deliveryDays: 7,
  serviceArea: "吉林省内上门服务",
  content: "<p>编制招标控制价、施工阶段造价控制、竣工结算审核，出具正式报告。</p>",
  afterSales: "报告出具后30天内免费答疑",
};

describe("checkShopServiceDraft", () => {
  it("accepts a complete service", () => {
    expect(checkShopServiceDraft(good)).toEqual({});
  });

  it.each([
    [{ title: "造价" }, "title", "服务标题至少4个字"],
    [{ title: "造".repeat(61) }, "title", "服务标题不能超过60个字"],
    [{ category: "cooking" }, "category", "请选择服务类别"],
    [{ priceFen: 0 }, "priceFen", "请填写大于0的服务价格（不支持面议）"],
    [{ priceFen: -5 }, "priceFen", "请填写大于0的服务价格（不支持面议）"],
    [{ priceFen: 1.5 }, "priceFen", "请填写大于0的服务价格（不支持面议）"],
    [{ priceFen: 1_000_000_001 }, "priceFen", "服务价格不能超过1000万元"],
    [{ unit: "斤" }, "unit", "请选择计价单位"],
    [{ deliveryDays: 0 }, "deliveryDays", "交付周期应为1～365天"],
    [{ deliveryDays: 366 }, "deliveryDays", "交付周期应为1～365天"],
    [{ serviceArea: " " }, "serviceArea", "请填写服务区域与交付方式"],
    [{ content: "<p><b>太短</b></p><script>xxxxxxxxxxxxxxxxxxxx</script>".replace(/<script>.*<\/script>/, "") }, "content", "服务内容至少20个字"],
    [{ afterSales: "售".repeat(501) }, "afterSales", "售后说明不能超过500个字"],
  ])("%j → %s: %s", (patch, field, message) => {
    expect(checkShopServiceDraft({ ...good, ...patch })).toEqual({ [field]: message });
  });

  it("never throws, and says every broken field in Chinese, for any input", () => {
    fc.assert(
      fc.property(
        fc.record({
          title: fc.string(),
          category: fc.string(),
          priceFen: fc.oneof(fc.integer(), fc.double()),
          unit: fc.string(),
          deliveryDays: fc.oneof(fc.integer(), fc.double()),
          serviceArea: fc.string(),
          content: fc.string(),
          afterSales: fc.string(),
        }),
        (draft) => {
          for (const message of Object.values(checkShopServiceDraft(draft))) expect(message).toMatch(/[\u4e00-\u9fa5]/);
        },
      ),
    );
  });
});

describe("texts", () => {
  it("shows price with unit and the delivery promise", () => {
    expect(shopServicePriceText(380_000, "次")).toBe("¥3,800.00/次");
    expect(shopServicePriceText(1, "平方米")).toBe("¥0.01/平方米");
    expect(shopServiceDeliveryText(7)).toBe("7天内交付");
  });
});
