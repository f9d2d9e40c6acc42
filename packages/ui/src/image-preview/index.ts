export { ImagePreview, type ImagePreviewProps, isPreviewableImage, previewableImageTypes } from "./image-preview.tsx";
