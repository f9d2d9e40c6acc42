import { uploadPaths } from "@cidp/api-client/contract";
import { type ItemView, readRegistration, StorageProfiles, type UploadApi, UploadApiError, type UploaderOptions } from "@cidp/upload";
import { useUploader } from "@cidp/upload/react";
import Image from "@tiptap/extension-image";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useRef, useState } from "react";
import * as styles from "./content.css.ts";
import { type PictureAnswer, pictureRoutes } from "./picture-upload.ts";

/** The pictures an editor may insert: what the services admit (their bytes are checked there again). */
const PICTURE_RULES = { accept: ["jpg", "jpeg", "png", "webp"], maxSizeMb: 3, limit: 20 } as const;
const UPLOAD_FAILED = "图片上传失败，请检查网络后重试";

/** Posts to one of the back office's picture routes; answers what it said, or the failure to show. */
async function postPicture(url: string, body: unknown, signal?: AbortSignal): Promise<{ status: number; answer: PictureAnswer }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body ?? {}),
    credentials: "same-origin",
    signal: signal ?? null,
  });
  const answer = (await response.json().catch(() => null)) as PictureAnswer | null;
  return { status: response.status, answer: answer ?? { error: UPLOAD_FAILED } };
}

/**
 * The upload engine's two platform calls, made to this back office's own routes (which forward
 * them to the services with the staff session): register, and confirm, whose answer is the
 * picture's lasting address. A refusal keeps the services' words for the editor to read.
 */
function pictureApi(addresses: Map<string, string>, refusal: { current: string }): UploadApi {
  const refused = (status: number, answer: PictureAnswer): never => {
    refusal.current = "error" in answer ? answer.error : UPLOAD_FAILED;
    throw new UploadApiError(status, status, refusal.current);
  };
  return {
    async register(payload, signal) {
      const { status, answer } = await postPicture(pictureRoutes.register, payload, signal);
      return "registration" in answer ? readRegistration(answer.registration) : refused(status, answer);
    },
    async confirm(resourceId, signal) {
      const { status, answer } = await postPicture(pictureRoutes.confirm(resourceId), {}, signal);
      if ("url" in answer) addresses.set(resourceId, answer.url);
      else refused(status, answer);
    },
  };
}

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
 * Pictures go through the platform's upload engine (`@cidp/upload`): checked here (kind, 3 MB), their
 * MD5 worked out in the engine's worker, registered, put straight into storage with credentials for
 * their one key, and confirmed; the confirmation's answer is the picture's lasting address.
 */
export function RichTextEditor({ name, labelId, describedBy, initialHtml, maxLength }: RichTextEditorProps) {
  const [html, setHtml] = useState(initialHtml);
  const [status, setStatus] = useState("");
  const [alt, setAlt] = useState("");
  const file = useRef<HTMLInputElement>(null);
  const editorRef = useRef<Editor | null>(null);
  /** Each picture's 替代文字, by the engine's item id (chosen before the upload started). */
  const alts = useRef(new Map<string, string>());
  const addresses = useRef(new Map<string, string>());
  const refusal = useRef("");
  const [options] = useState<UploaderOptions>(() => ({
    api: pictureApi(addresses.current, refusal),
    // The register answer names the endpoint (the object store's path, passed on by this server); this is only the fallback.
    storage: { endpoint: uploadPaths.objectStore, region: "cn-north-1", profile: StorageProfiles.s3 },
    rules: PICTURE_RULES,
    onMessage: (message) => setStatus(refusal.current || message.text),
    onSuccess: (item) => void placePicture(item),
  }));
  const { uploader } = useUploader(options);
  const uploaderRef = useRef(uploader);
  uploaderRef.current = uploader;
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

  /** A stored picture into the body, at the cursor, with its 替代文字. */
  async function placePicture(item: ItemView) {
    const text = alts.current.get(item.id) ?? item.name.replace(/\.[^.]+$/, "");
    alts.current.delete(item.id);
    // Placed (or refused below): off the engine's list, which counts towards its limit.
    uploaderRef.current?.remove(item.id);
    const resourceId = item.resourceId ?? "";
    let url = addresses.current.get(resourceId);
    addresses.current.delete(resourceId);
    if (!url) {
      // Already stored (the same picture uploaded before): the engine skipped the upload and its confirmation.
      const { answer } = await postPicture(pictureRoutes.confirm(resourceId), {}).catch(() => ({ answer: { error: UPLOAD_FAILED } as PictureAnswer }));
      if (!("url" in answer)) return setStatus("error" in answer ? answer.error : UPLOAD_FAILED);
      url = answer.url;
    }
    editorRef.current?.chain().focus().setImage({ src: url, alt: text }).run();
    setStatus(`已插入图片：${text}`);
  }

  function insertPicture(chosen: File) {
    if (!uploader) return;
    refusal.current = "";
    const { added } = uploader.add([chosen]);
    const [id] = added;
    if (id === undefined) return;
    alts.current.set(id, alt.trim() || chosen.name.replace(/\.[^.]+$/, ""));
    setAlt("");
    setStatus("图片上传中…");
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
