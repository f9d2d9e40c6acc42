import Image from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useRef, useState } from "react";
import * as styles from "./content.css.ts";

/** What a picture upload answered (content-pictures.ts). */
type Uploaded = { url: string } | { error: string };

interface RichTextEditorProps {
  /** The form field the body is posted as. */
  name: string;
  /** The id of the label that names the body. */
  labelId: string;
  describedBy?: string | undefined;
  initialHtml: string;
  /** The most characters of HTML the text area takes before the script runs (the services check it again). */
  maxLength?: number | undefined;
  /** Where the editor posts a chosen picture (the back office's own route, which forwards it to the services). */
  uploadUrl: string;
}

/** The toolbar's commands: each a labelled button, pressed while its mark or block is on. */
const TOOLS: readonly { label: string; active?: (editor: Editor) => boolean; run: (editor: Editor) => void }[] = [
  { label: "加粗", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { label: "斜体", active: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: "小标题", active: (e) => e.isActive("heading", { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: "三级标题", active: (e) => e.isActive("heading", { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: "项目符号列表", active: (e) => e.isActive("bulletList"), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: "编号列表", active: (e) => e.isActive("orderedList"), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: "引用", active: (e) => e.isActive("blockquote"), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { label: "撤销", run: (e) => e.chain().focus().undo().run() },
  { label: "重做", run: (e) => e.chain().focus().redo().run() },
];

/**
 * The body's rich-text editor (Tiptap over ProseMirror). The server renders the body's HTML in a
 * plain text area, which works without script; once the page's script runs, the editor takes its
 * place and posts its HTML in a hidden field of the same name. The services reduce whatever is
 * posted to the rich-text policy, so nothing here is trusted.
 */
export function RichTextEditor({ name, labelId, describedBy, initialHtml, maxLength, uploadUrl }: RichTextEditorProps) {
  const [html, setHtml] = useState(initialHtml);
  const [status, setStatus] = useState("");
  const [alt, setAlt] = useState("");
  const file = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } }), Image],
    content: initialHtml,
    immediatelyRender: false,
    // No <style> element: the page's policy admits only its own style sheets (content.css.ts).
    injectCSS: false,
    editorProps: {
      attributes: {
        class: styles.editable,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
      },
    },
    onUpdate: ({ editor: current }) => setHtml(current.getHTML()),
  });
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => TOOLS.map((tool) => (current && tool.active ? tool.active(current) : false)),
  });

  async function insertPicture(chosen: File) {
    if (!editor) return;
    setStatus("图片上传中…");
    const body = new FormData();
    body.set("picture", chosen);
    let answer: Uploaded;
    try {
      const response = await fetch(uploadUrl, { method: "POST", body });
      answer = (await response.json()) as Uploaded;
    } catch {
      answer = { error: "图片上传失败，请检查网络后重试" };
    }
    if ("error" in answer) return setStatus(answer.error);
    const text = alt.trim() || chosen.name.replace(/\.[^.]+$/, "");
    editor.chain().focus().setImage({ src: answer.url, alt: text }).run();
    setAlt("");
    setStatus(`已插入图片：${text}`);
  }

  if (!editor) {
    // Before the script runs (or without it): the body's HTML, editable as text.
    return (
      <textarea
        id={`${name}-source`}
        name={name}
        defaultValue={initialHtml}
        maxLength={maxLength}
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className={styles.source}
      />
    );
  }
  return (
    <div>
      <div role="toolbar" aria-label="正文格式" aria-controls={`${name}-editable`} className={styles.toolbar}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className={styles.tool}
            aria-pressed={tool.active ? Boolean(pressed?.[index]) : undefined}
            onClick={() => tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} id={`${name}-editable`} />
      <input type="hidden" name={name} value={html} />
      <div className={styles.pictureRow}>
        <label>
          图片说明（替代文字）
          <input value={alt} onChange={(event) => setAlt(event.target.value)} maxLength={100} />
        </label>
        <button type="button" className={styles.tool} onClick={() => file.current?.click()}>
          插入图片
        </button>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-label="选择要插入的图片"
          tabIndex={-1}
          className={styles.hiddenFile}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = "";
            if (chosen) void insertPicture(chosen);
          }}
        />
      </div>
      <p role="status">{status}</p>
    </div>
  );
}
