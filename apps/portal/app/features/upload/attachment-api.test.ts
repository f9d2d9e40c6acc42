import { deleteAttachment, ModifyStatus } from "@cidp/domain";
import { describe, expect, it } from "vitest";
import { type AttachmentRow, pendingChanges } from "./attachment-api.ts";

const row = (id: string, modifyStatus: ModifyStatus): AttachmentRow => ({
  id,
  resourceId: `r${id}`,
  fileName: `${id}.png`,
  fileExt: "png",
  suffix: "png",
  filePath: "",
  previewPath: null,
  fileSize: 1,
  modifyStatus,
  createUserName: "",
  createTime: "",
  publishUserName: "",
});

describe("pendingChanges", () => {
  it("sends added rows by resource and deleted rows by id, and nothing for unchanged rows", () => {
    expect(pendingChanges([row("1", ModifyStatus.unchanged), row("2", ModifyStatus.added), row("3", ModifyStatus.deleted)])).toEqual([
      { resourceId: "r2", fileName: "2.png", modifyStatus: 1 },
      { id: "3", modifyStatus: 3 },
    ]);
  });

  it("turns a deleted saved row into a delete and drops a deleted new row", () => {
    const rows = [row("1", ModifyStatus.unchanged), row("2", ModifyStatus.added)];
    expect(pendingChanges(deleteAttachment(deleteAttachment(rows, "1"), "2"))).toEqual([{ id: "1", modifyStatus: 3 }]);
  });
});
