import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { maskLicenseNo, maskPhone, SERVICE_NEED_CATEGORIES, type ServiceNeedInput, validateServiceNeed } from "./service-need.ts";

const good: ServiceNeedInput = {
  title: "工程款拖欠需律师催收",
  category: "工程款追索",
  description: "我司承建的住宅项目已竣工验收，发包方拖欠工程款三百余万元，希望律师协助发函并视情况起诉。",
  regionCode: "220100",
  budgetYuan: "",
  contactName: "王经理",
  phone: "13912345678",
};

const errorsOf = (input: Partial<ServiceNeedInput>) => {
  const result = validateServiceNeed({ ...good, ...input });
  return result.ok ? [] : result.errors.map((e) => `${e.field}:${e.message}`);
};

describe("validateServiceNeed", () => {
  it("accepts a complete need, trimmed, with the city's name and no budget", () => {
    const result = validateServiceNeed({ ...good, title: `  ${good.title} ` });
    expect(result).toEqual({ ok: true, value: { ...good, title: good.title, regionName: "长春市", budgetYuan: null, category: "工程款追索" } });
  });

  it.each<[Partial<ServiceNeedInput>, string]>([
    [{ title: "" }, "title:请输入需求标题"],
    [{ title: "  " }, "title:请输入需求标题"],
    [{ title: "催款" }, "title:需求标题至少5个字"],
    [{ title: "长".repeat(61) }, "title:需求标题不能超过60个字"],
    [{ category: "" }, "category:请选择服务类别"],
    [{ category: "装修设计" }, "category:请选择服务类别"],
    [{ description: "" }, "description:请输入需求描述"],
    [{ description: "请联系我" }, "description:需求描述至少20个字，请说明事由和期望"],
    [{ description: "字".repeat(2001) }, "description:需求描述不能超过2000个字"],
    [{ regionCode: "" }, "regionCode:请选择所在地区"],
    [{ regionCode: "110100" }, "regionCode:请选择所在地区"],
    [{ budgetYuan: "0" }, "budgetYuan:预算请填写不超过1亿元的整数金额（元），可不填"],
    [{ budgetYuan: "12.5" }, "budgetYuan:预算请填写不超过1亿元的整数金额（元），可不填"],
    [{ budgetYuan: "200000000" }, "budgetYuan:预算请填写不超过1亿元的整数金额（元），可不填"],
    [{ budgetYuan: "五万" }, "budgetYuan:预算请填写不超过1亿元的整数金额（元），可不填"],
    [{ contactName: "" }, "contactName:请输入联系人姓名"],
    [{ contactName: "名".repeat(21) }, "contactName:联系人姓名不能超过20个字"],
    [{ phone: "" }, "phone:请输入11位手机号！"],
    [{ phone: "12812345678" }, "phone:请输入11位手机号！"],
    [{ phone: "1391234567" }, "phone:请输入11位手机号！"],
    [{ phone: "139123456789" }, "phone:请输入11位手机号！"],
    [{ phone: "1391234567a" }, "phone:请输入11位手机号！"],
  ])("%j → %s", (input, message) => {
    expect(errorsOf(input)).toEqual([message]);
  });

  it("reports every broken field at once", () => {
    expect(errorsOf({ title: "", category: "", description: "", regionCode: "", contactName: "", phone: "" })).toHaveLength(6);
  });

  it("keeps a budget in whole yuan up to 1亿", () => {
    const result = validateServiceNeed({ ...good, budgetYuan: "50000" });
    expect(result.ok && result.value.budgetYuan).toBe(50_000);
    expect(validateServiceNeed({ ...good, budgetYuan: "100000000" }).ok).toBe(true);
  });

  it("accepts exactly the phones of spec §5", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (phone) => {
        expect(validateServiceNeed({ ...good, phone }).ok).toBe(/^1[3-9][0-9]{9}$/.test(phone.trim()));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 9 }), fc.stringMatching(/^[0-9]{9}$/), (second, rest) => {
        expect(validateServiceNeed({ ...good, phone: `1${second}${rest}` }).ok).toBe(true);
      }),
    );
  });

  it("never accepts a need whose title or description breaks the limits, and every category passes", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), fc.constantFrom(...SERVICE_NEED_CATEGORIES), (title, category) => {
        const result = validateServiceNeed({ ...good, title, category });
        const n = [...title.trim()].length;
        expect(result.ok).toBe(n >= 5 && n <= 60);
      }),
    );
  });
});

describe("masking", () => {
  it.each([
    ["13812345678", "138****5678"],
    ["", "***********"],
  ])("maskPhone(%j) → %j", (phone, masked) => expect(maskPhone(phone)).toBe(masked));

  it.each([
    ["12201201910234567", "1220*********4567"],
    ["1234", "****"],
  ])("maskLicenseNo(%j) → %j", (no, masked) => expect(maskLicenseNo(no)).toBe(masked));

  it("never shows a phone's middle four digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9][0-9]{9}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(11);
        expect(masked.slice(3, 7)).toBe("****");
      }),
    );
  });
});
