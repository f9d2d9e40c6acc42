export { RichTextEditor, type RichTextEditorProps, type RichTextTools } from "./rich-text-editor.tsx";
