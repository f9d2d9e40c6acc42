/** The hint under a help article's rich-text editor (its HTML, editable as text, before the page's script runs). */
export const HELP_EDITOR_HINT = "可设置小标题、列表、引用，并插入JPG、PNG、WEBP图片（每张不超过3MB）；保存时按平台的富文本规则整理（去掉脚本、事件与外站图片）";

/** Messages by field of a help article's form. */
export type HelpErrors = Partial<Record<"columnId" | "title" | "content", string>>;

/** A services' refusal of the body lands on the body's field, any other on the page. */
export function refusalOnField(message: string): HelpErrors {
  return message === "请输入正文" ? { content: message } : {};
}
