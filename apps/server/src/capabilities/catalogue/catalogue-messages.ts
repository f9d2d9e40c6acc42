/** The catalogue calls' refusals, in the product's language. */
export const catalogueMessages = {
  chooseBusiness: "请先选择企业",
  productMissing: "产品不存在",
  notOnMarket: "产品不存在或已下架",
  photos: "产品图片无效，请重新上传（仅支持jpg、jpeg、png、webp格式图片）",
  reports: "检测报告无效，请重新上传（支持pdf、jpg、jpeg、png格式）",
  notEditable: "已上架或审核中的产品不能修改，请先下架或等待审核结果",
  transition: "该产品当前状态不能进行此操作",
} as const;
