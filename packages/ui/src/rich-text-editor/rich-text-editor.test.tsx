import { describe, expect, it, vi } from "vitest";
import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { FormField } from "../form-field/index.ts";
import { RichTextEditor } from "./rich-text-editor.tsx";

const posted = (form: HTMLFormElement | null) => new FormData(form as HTMLFormElement).get("description");

describe("RichTextEditor", () => {
  it("is a text area holding the HTML, posted under its name, until it is first used", async () => {
    const screen = await render(
      <form>
        <RichTextEditor name="description" aria-label="产品描述" defaultValue="<p>热轧带肋钢筋</p>" />
      </form>,
    );
    const area = screen.getByRole("textbox", { name: "产品描述" });
    await expect.element(area).toHaveValue("<p>热轧带肋钢筋</p>");
    expect((area.element() as HTMLElement).tagName).toBe("TEXTAREA");
    expect(document.querySelector("[role='toolbar']")).toBeNull();
    expect(posted(screen.container.querySelector("form"))).toBe("<p>热轧带肋钢筋</p>");
  });

  it("becomes the editor when focused, keeps the focus and what was there, and posts bold text as HTML", async () => {
    const onChange = vi.fn();
    const screen = await render(
      <form>
        <RichTextEditor name="description" aria-label="产品描述" defaultValue="<p>规格齐全</p>" onChange={onChange} />
      </form>,
    );
    (screen.getByRole("textbox", { name: "产品描述" }).element() as HTMLElement).focus();
    const toolbar = page.getByRole("toolbar", { name: "格式" });
    await expect.element(toolbar).toBeVisible();
    const editable = page.getByRole("textbox", { name: "产品描述" });
    await expect.element(editable).toHaveTextContent("规格齐全");
    await expect.poll(() => document.activeElement?.getAttribute("contenteditable")).toBe("true");
    const bold = toolbar.getByRole("button", { name: "加粗" });
    await expect.element(bold).toHaveAttribute("aria-pressed", "false");
    await bold.click();
    await expect.element(bold).toHaveAttribute("aria-pressed", "true");
    await userEvent.keyboard("现货");
    await expect.poll(() => posted(screen.container.querySelector("form"))).toBe("<p>规格齐全<strong>现货</strong></p>");
    expect(onChange).toHaveBeenLastCalledWith("<p>规格齐全<strong>现货</strong></p>");
    expect(screen.container.querySelector("textarea")).toBeNull();
  });

  it("takes plain text (typed before it loaded) as paragraphs", async () => {
    await render(<RichTextEditor name="description" aria-label="产品描述" defaultValue={"第一段\n第二行\n\n1 < 2"} load="mount" />);
    await expect.element(page.getByRole("toolbar")).toBeVisible();
    const editable = page.getByRole("textbox", { name: "产品描述" }).element() as HTMLElement;
    expect(editable.innerHTML).toBe("<p>第一段<br>第二行</p><p>1 &lt; 2</p>");
  });

  it("loads at once with load=mount, its toolbar one tab stop the arrow keys move along", async () => {
    await render(<RichTextEditor name="body" aria-label="正文" load="mount" toolbarLabel="正文格式" />);
    const toolbar = page.getByRole("toolbar", { name: "正文格式" });
    await expect.element(toolbar).toBeVisible();
    const buttons = toolbar.getByRole("button");
    expect(buttons.elements().filter((button) => button.getAttribute("tabindex") === "0")).toHaveLength(1);
    (toolbar.getByRole("button", { name: "加粗" }).element() as HTMLElement).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(toolbar.getByRole("button", { name: "斜体" })).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect.element(toolbar.getByRole("button", { name: "重做" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    await expect.element(toolbar.getByRole("button", { name: "加粗" })).toHaveFocus();
  });

  it("posts nothing for an empty editor and nothing at all when disabled", async () => {
    const screen = await render(
      <form>
        <RichTextEditor name="description" aria-label="产品描述" load="mount" />
      </form>,
    );
    await expect.element(page.getByRole("toolbar")).toBeVisible();
    expect(posted(screen.container.querySelector("form"))).toBe("");
    await screen.rerender(
      <form>
        <RichTextEditor name="description" aria-label="产品描述" load="mount" disabled />
      </form>,
    );
    await expect.element(page.getByRole("button", { name: "加粗" })).toBeDisabled();
    await expect.element(page.getByRole("textbox", { name: "产品描述" })).toHaveAttribute("aria-disabled", "true");
    expect(posted(screen.container.querySelector("form"))).toBeNull();
  });

  it("takes its label, hint and error from a FormField, before and after it loads", async () => {
    await render(
      <FormField label="服务内容" hint="至少20字" error="请填写服务内容">
        <RichTextEditor name="content" />
      </FormField>,
    );
    const area = page.getByRole("textbox", { name: "服务内容" });
    await expect.element(area).toHaveAttribute("aria-invalid", "true");
    await expect.element(area).toHaveAccessibleDescription(/至少20字/);
    await area.hover();
    await expect.element(page.getByRole("toolbar")).toBeVisible();
    const editable = page.getByRole("textbox", { name: "服务内容" });
    await expect.element(editable).toHaveAttribute("contenteditable", "true");
    await expect.element(editable).toHaveAttribute("aria-invalid", "true");
    await expect.element(editable).toHaveAccessibleDescription(/请填写服务内容/);
  });
});
