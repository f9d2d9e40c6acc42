import Image from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import * as styles from "./rich-text-editor.css.ts";
import type { RichTextEditorProps } from "./rich-text-editor.tsx";

/** What the loaded editor gets from the field that stood in for it. */
export type RichTextEditingProps = Pick<RichTextEditorProps, "name" | "disabled" | "required" | "toolbarLabel" | "extra" | "onChange"> & {
  /** The HTML to start from: what the text area held when the editor took over. */
  initialHtml: string;
  /** The editing area's id (the field's, so its label and hint still name it). */
  id: string;
  labelledBy: string | undefined;
  label: string | undefined;
  describedBy: string | undefined;
  invalid: boolean;
  /** Whether the text area had the focus: the editor then takes it, the caret at the end. */
  focus: boolean;
};

interface Tool {
  label: string;
  /** The key the same command has in the editing area (Tiptap's defaults). */
  keys?: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

/** The toolbar's commands: each a labelled button, pressed while its mark or block is on. */
const TOOLS: readonly Tool[] = [
  { label: "加粗", keys: "Control+B", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  { label: "斜体", keys: "Control+I", active: (e) => e.isActive("italic"), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: "小标题", active: (e) => e.isActive("heading", { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: "三级标题", active: (e) => e.isActive("heading", { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: "项目符号列表", keys: "Control+Shift+8", active: (e) => e.isActive("bulletList"), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: "编号列表", keys: "Control+Shift+7", active: (e) => e.isActive("orderedList"), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: "引用", keys: "Control+Shift+B", active: (e) => e.isActive("blockquote"), run: (e) => e.chain().focus().toggleBlockquote().run() },
  { label: "撤销", keys: "Control+Z", run: (e) => e.chain().focus().undo().run() },
  { label: "重做", keys: "Control+Shift+Z", run: (e) => e.chain().focus().redo().run() },
];

/** Markup (any tag): the text is HTML. */
const MARKUP = /<\/?[a-z][^>]*>/i;

/**
 * What the text area held, as the editor's content: HTML as it is; plain text (typed before the
 * editor loaded) as paragraphs, a blank line between them, as the server stores it.
 */
function contentOf(text: string): string {
  if (MARKUP.test(text)) return text;
  const escaped = (line: string) => line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split("\n").map(escaped).join("<br>")}</p>`)
    .join("");
}

/** The posted value: the editor's HTML, or nothing when it holds no text (Tiptap's empty `<p></p>`). */
const postedHtml = (editor: Editor) => (editor.isEmpty ? "" : editor.getHTML());

/**
 * The rich-text editor proper (Tiptap over ProseMirror), loaded by `RichTextEditor` when first
 * needed. Its toolbar is one tab stop (the arrow keys, Home and End move along it, as the ARIA
 * toolbar pattern asks); Alt+F10 in the editing area goes to it. The HTML is posted in a hidden
 * field named like the text area it replaced.
 */
export function RichTextEditing({
  name,
  id,
  initialHtml,
  labelledBy,
  label,
  describedBy,
  invalid,
  required,
  disabled = false,
  focus,
  toolbarLabel = "格式",
  extra,
  onChange,
}: RichTextEditingProps) {
  const [html, setHtml] = useState(initialHtml);
  const [current, setCurrent] = useState(0);
  const toolbar = useRef<HTMLDivElement>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false } }), Image],
    content: contentOf(initialHtml),
    // Only ever mounted in the browser, after the page has hydrated.
    immediatelyRender: true,
    editable: !disabled,
    autofocus: focus ? "end" : false,
    // No <style> element: the pages' policy admits only their own style sheets.
    injectCSS: false,
    editorProps: {
      attributes: {
        id,
        class: styles.editable,
        role: "textbox",
        "aria-multiline": "true",
        ...(labelledBy ? { "aria-labelledby": labelledBy } : {}),
        ...(label ? { "aria-label": label } : {}),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        ...(required ? { "aria-required": "true" } : {}),
        ...(disabled ? { "aria-disabled": "true" } : {}),
      },
      handleKeyDown: (_view, event) => {
        if (!(event.altKey && event.key === "F10")) return false;
        toolbar.current?.querySelector<HTMLButtonElement>("button[tabindex='0']")?.focus();
        return true;
      },
    },
    onUpdate: ({ editor: changed }) => {
      const value = postedHtml(changed);
      setHtml(value);
      onChange?.(value);
    },
  });
  useEffect(() => {
    editor.setEditable(!disabled);
  }, [editor, disabled]);
  const pressed = useEditorState({
    editor,
    selector: ({ editor: state }) => TOOLS.map((tool) => (state && tool.active ? tool.active(state) : false)),
  });

  function onToolbarKey(event: KeyboardEvent<HTMLDivElement>) {
    const last = TOOLS.length - 1;
    const next = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + TOOLS.length) % TOOLS.length;
    setCurrent(index);
    toolbar.current?.querySelectorAll("button")[index]?.focus();
  }

  return (
    <div className={styles.root}>
      <div ref={toolbar} role="toolbar" aria-label={toolbarLabel} aria-controls={id} className={styles.toolbar} onKeyDown={onToolbarKey}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className={styles.tool}
            tabIndex={index === current ? 0 : -1}
            disabled={disabled}
            aria-pressed={tool.active ? Boolean(pressed?.[index]) : undefined}
            aria-keyshortcuts={tool.keys}
            onFocus={() => setCurrent(index)}
            onClick={() => tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
      {disabled ? null : <input type="hidden" name={name} value={html} />}
      {extra?.({ insertImage: (src, alt) => editor.chain().focus().setImage({ src, alt }).run() })}
    </div>
  );
}
