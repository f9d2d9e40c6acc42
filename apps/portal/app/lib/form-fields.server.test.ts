import { bankCardCalls, laborCalls, privacyCalls, projectApplyRequestSchema } from "@cidp/api-client/contract";
import { describe, expect, it } from "vitest";
import { blankAsUnset, checked, formBody, formBodyByField, formRows, idField, typedFields } from "./form-fields.server.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("idField", () => {
  it.each([
    ["7", 7],
    [" 12 ", 12],
    ["0", null],
    ["-3", null],
    ["1.5", null],
    ["abc", null],
    ["", null],
    ["99999999999", null],
  ])("reads %j as %j", (value, id) => {
    expect(idField(form({ id: value }), "id")).toBe(id);
  });

  it("is null for a missing field", () => {
    expect(idField(form({}), "id")).toBeNull();
  });
});

describe("formBody", () => {
  it("reads the posted fields with the call's body schema, the page's own values on top", () => {
    const posted = form({ cardNumber: "6222 0210 0012 3456 781", holderName: " 张建国 ", bankName: "", kind: "team" });
    expect(formBody(bankCardCalls.bind.body, posted, { kind: "personal", bankName: undefined })).toEqual({
      ok: true,
      data: { kind: "personal", cardNumber: "6222021000123456781", holderName: "张建国" },
    });
  });

  it("answers the contract's own Chinese message for a refused field", () => {
    expect(formBody(privacyCalls.requestDeletion.body, form({ password: "" }))).toEqual({ ok: false, msg: "请输入登录密码" });
    expect(formBody(bankCardCalls.bind.body, form({ kind: "personal", cardNumber: "12", holderName: "张" }))).toEqual({
      ok: false,
      msg: "请输入正确的银行卡号或对公账号（8至30位数字）",
    });
  });

  it("never shows a schema's English: the services' answer to a refused body instead", () => {
    const labor = formBody(laborCalls.withdraw.body, form({ id: "x" }));
    expect(labor).toEqual({ ok: false, msg: "请求出错，状态码：400" });
  });

  it("takes the first value of a repeated field", () => {
    expect(formBody(privacyCalls.requestDeletion.body, form({ password: "a" }))).toEqual({ ok: true, data: { password: "a" } });
    const repeated = new FormData();
    repeated.append("password", "first");
    repeated.append("password", "second");
    expect(formBody(privacyCalls.requestDeletion.body, repeated)).toEqual({ ok: true, data: { password: "first" } });
  });
});

describe("formBodyByField", () => {
  const application = { projectName: "江城学校", companyName: "吉林宏远", contactName: "周建华", phone: "13943112345", region: "220102", code: "123456" };

  it("answers the body when the contract takes it", () => {
    expect(formBodyByField(projectApplyRequestSchema, form(application))).toEqual({ ok: true, data: application });
  });

  it("names every refused field with its first message", () => {
    const refused = formBodyByField(projectApplyRequestSchema, form({ ...application, phone: "123", code: "12" }), { projectName: undefined });
    expect(refused).toEqual({ ok: false, errors: { projectName: "请输入项目名称", phone: "请输入11位手机号！", code: "请输入6位数字！" } });
  });

  it("never shows a schema's English: the services' answer to a refused body instead", () => {
    expect(formBodyByField(laborCalls.withdraw.body, form({ id: "x" }))).toEqual({ ok: false, errors: { id: "请求出错，状态码：400" } });
  });
});

describe("checked", () => {
  it("is true for a ticked box whatever its value, false for a box that sent nothing", () => {
    expect(checked(form({ pledge: "on" }), "pledge")).toBe(true);
    expect(checked(form({ enabled: "1" }), "enabled")).toBe(true);
    expect(checked(form({ other: "on" }), "pledge")).toBe(false);
  });
});

describe("typedFields", () => {
  it("reads the named fields as typed, trimmed, with empty text for a field not sent", () => {
    expect(typedFields(form({ title: " 钢筋采购 ", extra: "x" }), ["title", "remark"])).toEqual({ title: "钢筋采购", remark: "" });
  });

  it("leaves files out and takes the first value of a repeated field", () => {
    const data = new FormData();
    data.append("proof", new File(["x"], "a.txt"));
    data.append("note", "first");
    data.append("note", "second");
    expect(typedFields(data, ["proof", "note"])).toEqual({ proof: "", note: "first" });
  });
});

describe("blankAsUnset", () => {
  it("leaves an emptied box out, so the call's schema applies its default", () => {
    expect(blankAsUnset(form({ days: " ", candidates: "2" }), ["days", "candidates", "missing"])).toEqual({
      days: undefined,
      candidates: "2",
      missing: undefined,
    });
  });
});

describe("formRows", () => {
  const rowsForm = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of entries) data.append(name, value);
    return data;
  };

  it("gathers `prefix[i].field` into one record per row, in the order of the index", () => {
    const data = rowsForm([
      ["lines[2].name", "水泥"],
      ["lines[0].name", "钢筋"],
      ["lines[0].unit", "吨"],
      ["lines[2].unit", "袋"],
      ["title", "不在表内"],
    ]);
    expect(formRows(data, "lines")).toEqual([
      { name: "钢筋", unit: "吨" },
      { name: "水泥", unit: "袋" },
    ]);
  });

  it("reads only the named table, posted text only, the first value of a repeated cell", () => {
    const data = rowsForm([
      ["sections[0].name", "一标段"],
      ["lines[0].name", "钢筋"],
      ["lines[0].name", "重复"],
      ["lines[1]name", "不是行字段"],
      ["xlines[1].name", "另一张表"],
    ]);
    data.append("lines[1].file", new File(["x"], "a.pdf"));
    expect(formRows(data, "lines")).toEqual([{ name: "钢筋" }]);
    expect(formRows(data, "sections")).toEqual([{ name: "一标段" }]);
    expect(formRows(new FormData(), "lines")).toEqual([]);
  });
});
