import { zhCN } from "@cidp/domain";

/** Texts of the upload pages; the spec's own texts come from the domain catalogue. */
export const uploadTexts = {
  pageTitle: "上传图片或视频",
  limitHint: (accept: string, maxMb: number, limit: number) => `支持 ${accept}，单个文件不超过${maxMb}M，最多${limit}个文件`,
  overall: "总进度",
  fileList: "上传列表",
  attachments: "附件列表",
  fileName: "文件名",
  fileSize: "大小",
  createUser: "上传人",
  createTime: "上传时间",
  actions: "操作",
  preview: "预览",
  onlineView: "在线查看",
  download: "下载",
  batchDownload: "批量下载",
  delete: "删除",
  empty: "暂无附件",
  uploadFailed: zhCN["upload.failed"],
} as const;
