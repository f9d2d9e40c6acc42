import { describe, expect, it } from "vitest";
import { itMapsEach } from "../testing/table-cases.ts";
import { type AttachmentEntry, attachmentActions, deleteAttachment, ModifyStatus, previewKind, visibleAttachments } from "./attachment.ts";

const row = (id: string, modifyStatus: ModifyStatus): AttachmentEntry => ({ id, fileName: `${id}.pdf`, filePath: `/f/${id}`, fileSize: 1, modifyStatus });

describe("previewKind", () => {
  itMapsEach("%j previews as %s", previewKind, [
    [{ fileName: "a.PNG" }, "image"],
    [{ fileName: "a", fileExt: "svg" }, "image"],
    [{ fileName: "a", suffix: ".tif" }, "image"],
    [{ fileName: "a.bmp" }, "image"],
    [{ fileName: "报告.docx" }, "office"],
    [{ fileName: "a.pdf" }, "office"],
    [{ fileName: "a.zip" }, "none"],
    [{ fileName: "a" }, "none"],
  ]);
});

describe("attachmentActions", () => {
  it.each([
    [false, ["user_view"], { preview: true, download: true, remove: true }],
    [true, ["user_view"], { preview: true, download: true, remove: false }],
    [false, [], { preview: false, download: true, remove: true }],
  ])("disabled %j with %j → %j", (disabled, permissions, actions) => {
    expect(attachmentActions({ disabled, permissions })).toEqual(actions);
  });
});

describe("deleteAttachment", () => {
  const rows = [row("saved", ModifyStatus.unchanged), row("new", ModifyStatus.added)];

  it("marks a saved row deleted (3) and keeps it for the save", () => {
    const after = deleteAttachment(rows, "saved");
    expect(after.map((r) => [r.id, r.modifyStatus])).toEqual([
      ["saved", 3],
      ["new", 1],
    ]);
    expect(visibleAttachments(after).map((r) => r.id)).toEqual(["new"]);
  });

  it("drops a row added in this edit", () => {
    expect(deleteAttachment(rows, "new").map((r) => r.id)).toEqual(["saved"]);
  });

  it("leaves the list alone for an unknown id", () => {
    expect(deleteAttachment(rows, "x")).toEqual(rows);
  });
});
