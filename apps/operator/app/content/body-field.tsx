import { RichTextEditor, type RichTextTools } from "@cidp/ui";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import * as styles from "../desk.css.ts";
import * as contentStyles from "./content.css.ts";
import type { PictureUploader } from "./picture-uploader.ts";

/**
 * A body in the design system's rich-text editor (the HTML in a text area until the page's script
 * runs, the editor as soon as it does), with its label, hint, error and the picture inserter. The
 * services reduce whatever is posted to the rich-text policy, so nothing here is trusted.
 */
export function BodyField({
  name,
  label,
  hint,
  value,
  error,
  maxLength,
}: {
  name: string;
  label: ReactNode;
  hint?: string;
  value: string;
  error?: string | undefined;
  maxLength?: number;
}) {
  const labelId = useId();
  const hintId = hint ? `${labelId}-hint` : undefined;
  const errorId = error ? `${labelId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <p id={labelId} className={styles.muted}>
        {label}
      </p>
      {hint ? (
        <p id={hintId} className={styles.muted}>
          {hint}
        </p>
      ) : null}
      <RichTextEditor
        name={name}
        aria-labelledby={labelId}
        {...(describedBy ? { "aria-describedby": describedBy } : {})}
        invalid={Boolean(error)}
        defaultValue={value}
        {...(maxLength ? { maxLength } : {})}
        load="mount"
        toolbarLabel="正文格式"
        extra={(tools) => <PictureInserter tools={tools} />}
      />
      {error ? (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * 插入图片: the picture goes through the platform's upload engine (picture-uploader.ts, loaded
 * when the first one is inserted); the answer of its confirmation is its lasting address.
 */
function PictureInserter({ tools }: { tools: RichTextTools }) {
  const [status, setStatus] = useState("");
  const [alt, setAlt] = useState("");
  const file = useRef<HTMLInputElement>(null);
  const insert = useRef(tools.insertImage);
  insert.current = tools.insertImage;
  /** The upload engine, loaded when the first picture is inserted (the editor alone does not carry it). */
  const pictures = useRef<Promise<PictureUploader> | null>(null);
  useEffect(
    () => () => {
      void pictures.current?.then((uploader) => uploader.destroy());
    },
    [],
  );

  function insertPicture(chosen: File) {
    const text = alt.trim() || chosen.name.replace(/\.[^.]+$/, "");
    setAlt("");
    setStatus("图片上传中…");
    pictures.current ??= import("./picture-uploader.ts").then(({ createPictureUploader }) =>
      createPictureUploader({
        placed(url, placedAlt) {
          insert.current(url, placedAlt);
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

  return (
    <>
      <div className={contentStyles.pictureRow}>
        <label>
          图片说明（替代文字）
          <input value={alt} onChange={(event) => setAlt(event.target.value)} maxLength={100} />
        </label>
        <button type="button" className={contentStyles.tool} onClick={() => file.current?.click()}>
          插入图片
        </button>
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-label="选择要插入的图片"
          tabIndex={-1}
          className={contentStyles.hiddenFile}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = "";
            if (chosen) insertPicture(chosen);
          }}
        />
      </div>
      <p role="status">{status}</p>
    </>
  );
}
