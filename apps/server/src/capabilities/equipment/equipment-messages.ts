/** The equipment calls' refusals, in the product's language. */
export const equipmentMessages = {
  chooseBusiness: "请先选择企业",
  forbidden: "无权限执行此操作",
  listingMissing: "设备信息不存在",
  notOnMarket: "设备信息不存在或已下架",
  category: "请选择设备类别",
  region: "请选择所在地区（省/市/区县）",
  photos: "设备照片无效，请重新上传（支持jpg、jpeg、png格式）",
  certificates: "检验证书无效，请重新上传（支持jpg、jpeg、png、pdf格式）",
  notEditable: "该设备信息当前状态不能修改，请先下架",
  transition: "该设备信息当前状态不能进行此操作",
  ownListing: "不能预订或询价本企业发布的设备",
  inquiryMessage: "请填写询价内容（至少2个字）",
  outsideAvailability: "所选日期不在该设备的可租期内",
  requestMissing: "请求不存在",
  priceRange: "最低价不能高于最高价",
} as const;
