import { describe, expect, it } from "vitest";
import { checkDraft, draftFromForm } from "./tender-draft-body.server.ts";

const DRAFT = {
  title: " 宏远研发中心室外工程 ",
  projectName: "宏远研发中心",
  location: "长春",
  mode: "public",
  qualifications: "市政公用工程施工总承包三级及以上\n\n 安全生产许可证有效 ",
  deposit: "20,000",
  method: "lowest_price",
  registrationEnd: "2026-12-01T10:00",
  bidDeadline: "2026-12-10T10:00",
  contactName: "周建华",
  contactPhone: "0431-85896666",
  description: "招标公告正文",
  "sections[0].name": "室外道路及管网",
  "sections[0].estimate": "5000000",
  "sections[1].name": "",
  "sections[1].estimate": "",
  "criteria[0].key": "price",
  "criteria[0].label": "投标报价",
  "criteria[0].weight": "60",
  "criteria[1].key": "tech",
  "criteria[1].label": "施工组织设计",
  "criteria[1].weight": "40",
  documentFileIds: "41",
  "documentFileIdsName-41": "招标文件-室外工程.pdf",
};

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

const check = (fields: Record<string, string>, id?: number) => {
  const form = formOf(fields);
  return checkDraft(form, draftFromForm(form), id);
};

describe("draftFromForm", () => {
  it("reads the fields as typed and the rows of sections and criteria, empty rows dropped", () => {
    const values = draftFromForm(formOf(DRAFT));
    expect(values).toMatchObject({ title: "宏远研发中心室外工程", deposit: "20,000", mode: "public", method: "lowest_price" });
    expect(values.sections).toEqual([{ name: "室外道路及管网", estimate: "5000000" }]);
    expect(values.criteria).toEqual([
      { key: "price", label: "投标报价", weight: "60" },
      { key: "tech", label: "施工组织设计", weight: "40" },
    ]);
  });

  it("keeps each 招标文件 with the name sent beside it, once, dropping what is not an upload id", () => {
    const form = formOf(DRAFT);
    form.append("documentFileIds", "41");
    form.append("documentFileIds", "x");
    form.append("documentFileIds", "42");
    form.append("documentFileIdsName-42", "工程量清单.pdf");
    expect(draftFromForm(form).documents).toEqual([
      { fileId: 41, name: "招标文件-室外工程.pdf" },
      { fileId: 42, name: "工程量清单.pdf" },
    ]);
  });
});

describe("checkDraft", () => {
  it("answers the save call's body: amounts in fen by the domain's money rule, qualifications by line, no sheet for the lowest price", () => {
    expect(check(DRAFT, 7)).toEqual({
      ok: true,
      body: {
        id: 7,
        title: "宏远研发中心室外工程",
        projectName: "宏远研发中心",
        location: "长春",
        mode: "public",
        sections: [{ name: "室外道路及管网", estimateFen: 500_000_000 }],
        qualifications: ["市政公用工程施工总承包三级及以上", "安全生产许可证有效"],
        depositFen: 2_000_000,
        method: "lowest_price",
        scoringSheet: [],
        registrationEnd: "2026-12-01T10:00",
        bidDeadline: "2026-12-10T10:00",
        contactName: "周建华",
        contactPhone: "0431-85896666",
        description: "招标公告正文",
        documentFileIds: [41],
      },
    });
  });

  it("sends the scoring sheet of the comprehensive method, weights as numbers", () => {
    const answer = check({ ...DRAFT, method: "comprehensive" });
    expect(answer.ok && answer.body.scoringSheet).toEqual([
      { key: "price", label: "投标报价", weight: 60 },
      { key: "tech", label: "施工组织设计", weight: 40 },
    ]);
  });

  it("names every field the domain's rules refuse, before anything is sent", () => {
    const answer = check({
      ...DRAFT,
      title: "宏远",
      "sections[0].estimate": "五百万",
      deposit: "200000",
      method: "comprehensive",
      "criteria[1].weight": "25",
      registrationEnd: "2026-12-20T10:00",
    });
    expect(answer).toEqual({
      ok: false,
      msg: "有5处需要修改，请查看标出的字段",
      errors: {
        title: "招标项目名称至少4个字",
        sections: "第1个标段：请填写标段名称和大于0的估算价（元，最多两位小数）",
        deposit: expect.stringContaining("（最多 ¥0.00）"),
        scoringSheet: "评分表各项分值合计须为100分",
        bidDeadline: "报名截止时间不能晚于投标截止时间",
      },
    });
  });

  it("shows the contract's refusal on the field its message names", () => {
    expect(check({ ...DRAFT, "sections[0].name": "标".repeat(61) })).toEqual({
      ok: false,
      msg: "标段名称不超过60字",
      errors: { sections: "标段名称不超过60字" },
    });
    expect(check({ ...DRAFT, description: "文".repeat(5001) })).toEqual({ ok: false, msg: "招标公告正文不超过5000字", errors: {} });
  });
});
