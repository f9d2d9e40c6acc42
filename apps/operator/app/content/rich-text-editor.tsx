import Image from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import * as styles from "./content.css.ts";
import type { PictureUploader } from "./picture-uploader.ts";

interface RichTextEditorProps {
  /** The form field the body is posted as. */
  name: string;
  /** The id of the label that names the body. */
  labelId: string;
  describedBy?: string | undefined;
  initialHtml: string;
  /** The most characters of HTML the text area takes before the script runs (the services check it again). */
  maxLength?: number | undefined;
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
 *
 * Pictures go through the platform's upload engine (picture-uploader.ts, loaded when the first
 * one is inserted): the answer of their confirmation is their lasting address.
 */
export function RichTextEditor({ name, labelId, describedBy, initialHtml, maxLength }: RichTextEditorProps) {
  const [html, setHtml] = useState(initialHtml);
  const [status, setStatus] = useState("");
  const [alt, setAlt] = useState("");
  const file = useRef<HTMLInputElement>(null);
  const editorRef = useRef<Editor | null>(null);
  /** The upload engine, loaded when the first picture is inserted (the editor alone does not carry it). */
  const pictures = useRef<Promise<PictureUploader> | null>(null);
  useEffect(
    () => () => {
      void pictures.current?.then((uploader) => uploader.destroy());
    },
    [],
  );
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

  editorRef.current = editor;

  function insertPicture(chosen: File) {
    const text = alt.trim() || chosen.name.replace(/\.[^.]+$/, "");
    setAlt("");
    setStatus("图片上传中…");
    pictures.current ??= import("./picture-uploader.ts").then(({ createPictureUploader }) =>
      createPictureUploader({
        placed(url, placedAlt) {
          editorRef.current?.chain().focus().setImage({ src: url, alt: placedAlt }).run();
          setStatus(`已插入图片：${placedAlt}`);
        },
        message: setStatus,
      }),
    );
    pictures.current
      .then((uploader) => uploader.add(chosen, text))
      .catch(() => {
        pictures.current = null;
        setStatus("图片上传失败，请检查网络后重试");
      });
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
            if (chosen) insertPicture(chosen);
          }}
        />
      </div>
      <p role="status">{status}</p>
    </div>
  );
}
