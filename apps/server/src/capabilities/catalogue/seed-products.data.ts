/**
 * The seeded catalogue: real product lines of the building-material trade in Northeast China, with
 * the brand, the standard they are made to, the unit they are sold by and a market price (yuan,
 * late 2026). `tiered` products also sell cheaper by volume; the seed writes their tiers.
 */
export interface SeedProduct {
  kind: string;
  name: string;
  model: string;
  brand: string;
  standard: string;
  unit: string;
  /** The (best) unit price, yuan. */
  yuan: number;
  moq: number;
  tiered?: boolean;
  region?: string;
  /** What the description says beside the SKU fields. */
  note: string;
}

const p = (
  kind: string,
  name: string,
  model: string,
  brand: string,
  standard: string,
  unit: string,
  yuan: number,
  moq: number,
  note: string,
  tiered = false,
): SeedProduct => ({
  kind,
  name,
  model,
  brand,
  standard,
  unit,
  yuan,
  moq,
  note,
  tiered,
});

/**
 * A product line: products of one kind made to one standard and sold by one unit, so that its
 * rows below name only what differs.
 */
const productLine =
  (kind: string, standard: string, unit: string) =>
  (name: string, model: string, brand: string, yuan: number, moq: number, note: string, tiered = false) =>
    p(kind, name, model, brand, standard, unit, yuan, moq, note, tiered);

const rebar = productLine("rebar", "GB/T 1499.2-2018", "吨");
const steelPipe = productLine("steel-pipe", "GB/T 3091-2015", "吨");
const portlandCement = productLine("portland-cement", "GB 175-2023", "吨");
const readyMix = productLine("ready-mix", "GB/T 14902-2012", "立方米");
const sand = productLine("sand", "GB/T 14684-2022", "立方米");
const gravel = productLine("gravel", "GB/T 14685-2022", "立方米");
const powerCable = productLine("power-cable", "GB/T 12706.1-2020", "米");
const buildingWire = productLine("building-wire", "GB/T 5023.3-2008", "卷");
const aluWindow = productLine("alu-window", "GB/T 8478-2020", "平方米");
const fireDoor = productLine("fire-door", "GB 12955-2008", "樘");
const tiles = productLine("tiles", "GB/T 4100-2015", "平方米");
const gypsumBoard = productLine("gypsum-board", "GB/T 9775-2008", "件");

export const SEED_PRODUCTS: readonly SeedProduct[] = [
  // 钢材
  rebar("HRB400E 热轧带肋钢筋", "Φ12mm×9m", "鞍钢", 4150, 5, "抗震钢筋，强屈比≥1.25，每捆附质量证明书，可按工地要求定尺。", true),
  rebar("HRB400E 抗震螺纹钢", "Φ20mm×12m", "本钢", 4080, 10, "本钢集团直供，炉批号可追溯，长春市区24小时内送达。", true),
  rebar("HRB500E 高强螺纹钢", "Φ25mm×12m", "首钢通钢", 4380, 10, "高强度抗震钢筋，适用于高层剪力墙与大跨度梁。", true),
  p("wire-rod", "HRB400E 盘螺", "Φ8mm", "建龙钢铁", "GB/T 1499.2-2018", "吨", 4220, 3, "盘卷供货，单卷约2吨，适合箍筋加工。"),
  p("wire-rod", "HPB300 热轧光圆盘条", "Φ6.5mm", "鞍钢", "GB/T 1499.1-2017", "吨", 4050, 3, "光圆钢筋，适用于构造筋与拉结筋。"),
  p("section-steel", "Q355B 热轧H型钢", "HW300×300×10×15", "马钢", "GB/T 11263-2017", "吨", 4560, 5, "钢结构主材，可提供切割、钻孔与抛丸除锈加工。", true),
  p("section-steel", "Q235B 热轧工字钢", "I25a", "唐钢", "GB/T 706-2016", "吨", 4320, 3, "定尺6米、9米、12米，支持非标定尺。"),
  p("steel-plate", "Q355B 中厚板", "20mm×2200×10000", "鞍钢", "GB/T 3274-2017", "吨", 4480, 5, "钢结构及桥梁用中厚板，附材质单，可数控切割下料。"),
  steelPipe("Q235B 焊接钢管", "DN100×4.0mm", "友发", 4650, 2, "低压流体输送用焊接钢管，可热镀锌。"),
  steelPipe("Q235B 热镀锌钢管", "DN50×3.5mm", "天津友发", 5280, 2, "消防及给水管道用，锌层均匀，附检测报告。"),
  // 水泥
  portlandCement("P·O 42.5 普通硅酸盐水泥（散装）", "P·O 42.5", "冀东水泥", 450, 30, "散装罐车直送搅拌站与工地，3天强度≥17MPa。", true),
  portlandCement("P·O 42.5 普通硅酸盐水泥（袋装）", "P·O 42.5 50kg/袋", "亚泰水泥", 480, 10, "吉林本地生产，袋装50kg，适合小型工地与砌筑抹灰。", true),
  portlandCement("P·O 52.5 普通硅酸盐水泥", "P·O 52.5", "金隅冀东", 530, 30, "高标号水泥，适用于C50以上混凝土与预制构件。"),
  p("slag-cement", "P·S·A 32.5 矿渣硅酸盐水泥", "P·S·A 32.5", "亚泰水泥", "GB 175-2023", "吨", 390, 30, "水化热低，适用于大体积混凝土与地下工程。"),
  p("special-cement", "P·MH 42.5 中热硅酸盐水泥", "P·MH 42.5", "冀东水泥", "GB/T 200-2017", "吨", 560, 50, "水利大坝及大体积混凝土专用。"),
  // 混凝土
  readyMix("C30 商品混凝土", "C30 坍落度180±20mm", "亚泰商砼", 420, 20, "泵送混凝土，搅拌站距长春市区15公里，可夜间连续浇筑。", true),
  readyMix("C35 P8 抗渗混凝土", "C35 P8", "吉林建龙商砼", 470, 20, "地下室底板与外墙抗渗混凝土，掺聚羧酸外加剂。", true),
  readyMix("C40 商品混凝土", "C40 坍落度180±20mm", "亚泰商砼", 505, 20, "高层结构柱与剪力墙用，附配合比与试块报告。"),
  p("precast", "预制混凝土叠合板", "DBS1-67-3620-22", "远大住工", "GB/T 51231-2016", "平方米", 380, 100, "装配式建筑用桁架钢筋叠合板，工厂化生产，按图深化。"),
  p("mortar", "M10 干混砌筑砂浆", "DM M10", "亚泰建材", "GB/T 25181-2019", "吨", 310, 10, "散装筒仓供应，现场加水搅拌即用。"),
  // 砂石骨料
  sand("机制中砂", "细度模数2.6-2.9", "华润建材", 95, 50, "石粉含量≤7%，适用于C30-C60混凝土。", true),
  sand("水洗河砂", "中砂 细度模数2.5", "松花江砂场", 110, 50, "含泥量≤1%，可开具检测报告。"),
  gravel("5-25mm 连续级配碎石", "5-25mm", "华润建材", 88, 50, "玄武岩碎石，压碎值≤10%，针片状含量≤5%。", true),
  gravel("10-30mm 石灰岩碎石", "10-30mm", "冀东骨料", 80, 50, "道路基层与混凝土用，矿山直供。"),
  // 防水材料
  p("membrane", "SBS 改性沥青防水卷材", "4mm Ⅰ型 PY 聚酯胎", "东方雨虹", "GB 18242-2008", "平方米", 32, 200, "屋面及地下防水，低温柔度-20℃无裂纹。", true),
  p("membrane", "高分子自粘防水卷材", "1.5mm 交叉层压膜", "科顺", "GB 23441-2009", "平方米", 38, 200, "预铺反粘，适用于地下室底板。"),
  p("membrane", "TPO 防水卷材", "1.5mm H型", "东方雨虹", "GB 27789-2011", "平方米", 45, 300, "单层屋面系统，耐候抗紫外，机械固定施工。"),
  p("coating", "单组分聚氨酯防水涂料", "Ⅰ型 20kg/桶", "东方雨虹", "GB/T 19250-2013", "桶", 420, 5, "卫生间、厨房及地下室涂膜防水。"),
  p("coating", "JS 聚合物水泥防水涂料", "Ⅱ型 液料+粉料", "北新防水", "GB/T 23445-2009", "套", 185, 10, "环保水性，可在潮湿基面施工。"),
  // 管材管件
  p("pvc-pipe", "PVC-U 排水管", "dn110×3.2mm", "联塑", "GB/T 5836.1-2018", "米", 14.5, 200, "建筑排水用，每根4米，配套管件齐全。", true),
  p("pvc-pipe", "PVC-U 给水管", "dn63×3.0mm 1.6MPa", "联塑", "GB/T 10002.1-2023", "米", 22, 100, "市政及建筑给水，卫生性能检测合格。"),
  p("ppr-pipe", "PP-R 冷热水管", "dn25×4.2mm S2.5", "伟星", "GB/T 18742.2-2017", "米", 12.8, 100, "家装及公建冷热水系统，热熔连接。", true),
  p("pe-pipe", "PE100 给水管", "dn160×9.5mm 1.0MPa", "联塑", "GB/T 13663.2-2018", "米", 68, 50, "市政供水管网，电熔与热熔连接。"),
  p("pe-pipe", "HDPE 双壁波纹管", "DN400 SN8", "公元", "GB/T 19472.1-2019", "米", 125, 30, "市政排水排污，环刚度SN8。"),
  p("fittings", "球墨铸铁闸阀", "Z45X-16Q DN100", "上海沪工阀门", "GB/T 12234-2019", "个", 460, 5, "软密封闸阀，适用于给水管网。"),
  // 电线电缆
  powerCable("YJV 交联聚乙烯电力电缆", "YJV-0.6/1kV 4×95+1×50", "远东电缆", 268, 100, "铜芯交联电缆，楼宇及厂区配电干线用。", true),
  p("power-cable", "YJV22 铠装电力电缆", "YJV22-8.7/15kV 3×240", "远东电缆", "GB/T 12706.3-2020", "米", 920, 100, "钢带铠装中压电缆，直埋敷设。"),
  powerCable("ZR-YJV 阻燃电力电缆", "ZR-YJV-0.6/1kV 5×16", "宝胜", 72, 200, "阻燃B级，适用于高层建筑竖井。"),
  buildingWire("BV 铜芯聚氯乙烯绝缘电线", "BV-450/750V 2.5mm²", "远东电缆", 215, 20, "每卷100米，国标足米，家装及公建照明插座回路。", true),
  buildingWire("BVR 铜芯软电线", "BVR-450/750V 4mm²", "熊猫电线", 360, 10, "多股软线，穿管敷设方便。"),
  // 门窗幕墙
  aluWindow("断桥铝合金平开窗", "65系列 三玻两腔 5+12A+5+12A+5", "忠旺", 780, 50, "严寒地区节能窗，传热系数K≤1.5 W/(m²·K)，按洞口尺寸定制。", true),
  aluWindow("断桥铝合金推拉窗", "80系列 中空玻璃", "坚美", 560, 50, "住宅及办公楼用，五金配置齐全。"),
  fireDoor("钢质甲级防火门", "GFM-1021-bd5 A1.50(甲级)", "王力", 1380, 10, "耐火完整性与隔热性1.5小时，附消防产品认证。", true),
  fireDoor("钢质乙级防火门", "GFM-1221 A1.00(乙级)", "盼盼", 980, 10, "楼梯间及管井用防火门，含闭门器与顺序器。"),
  p("curtain-wall", "Low-E 中空钢化玻璃", "6+12A+6 Low-E", "南玻", "GB/T 11944-2012", "平方米", 168, 100, "幕墙与门窗用节能玻璃，按图切割磨边。", true),
  p("curtain-wall", "铝单板幕墙板", "3.0mm 氟碳喷涂", "华建铝业", "GB/T 23443-2009", "平方米", 295, 100, "外墙装饰幕墙，颜色可定制。"),
  // 五金工具
  p("fasteners", "高强度大六角头螺栓连接副", "10.9S M20×80", "晋亿实业", "GB/T 1228-2006", "套", 6.8, 500, "钢结构高强螺栓，附扭矩系数检测报告。", true),
  p("fasteners", "化学锚栓", "M16×190 5.8级", "慧鱼", "JG/T 160-2017", "套", 18.5, 200, "后锚固工程用，含药剂管与螺杆。"),
  p("power-tools", "电锤", "GBH 2-26 800W", "博世", "GB/T 3883.206-2019", "台", 780, 2, "三功能电锤，适用于钻孔与开槽。"),
  p("power-tools", "角磨机", "S1M-FF03-100A", "东成", "GB/T 3883.203-2020", "台", 168, 5, "100mm角磨机，切割打磨通用。"),
  p("scaffold", "盘扣式脚手架立杆", "Φ60.3×3.2mm Q355B 2.0m", "天津友发", "JGJ/T 231-2021", "根", 96, 200, "热镀锌盘扣立杆，承载力高，搭设速度快。", true),
  p("scaffold", "钢管脚手架扣件", "直角扣件 GKZ48", "恒达", "GB 15831-2023", "个", 6.2, 1000, "可锻铸铁扣件，抗滑、抗破坏性能检测合格。"),
  // 装饰材料
  tiles("通体大理石瓷砖", "800×800mm 抛釉", "马可波罗", 98, 100, "吸水率≤0.5%，适用于商业及住宅地面。", true),
  tiles("外墙通体砖", "60×240mm", "东鹏", 56, 200, "外墙饰面砖，抗冻性能满足严寒地区要求。"),
  gypsumBoard("纸面石膏板", "9.5mm 1200×3000", "龙牌", 28, 100, "吊顶及隔墙用，附燃烧性能A级报告。", true),
  gypsumBoard("防水纸面石膏板", "12mm 1200×3000", "泰山石膏", 42, 100, "卫生间及潮湿区域隔墙用。"),
  p("paint", "外墙弹性涂料", "丙烯酸 20kg/桶", "立邦", "GB/T 9755-2014", "桶", 560, 10, "耐候抗裂，适用于外墙保温系统饰面。"),
  p("paint", "内墙乳胶漆", "净味五合一 18L", "多乐士", "GB/T 9756-2018", "桶", 420, 10, "低VOC，精装修交付项目常用。", true),
  p("paint", "钢结构防火涂料", "室外超薄型 2.0h", "金盾", "GB 14907-2018", "千克", 16, 500, "钢结构防火保护，耐火极限2.0小时。"),
  rebar("HRB400E 螺纹钢（盘螺直条）", "Φ16mm×12m", "鞍钢", 4120, 10, "吉林地区现货，支持随车吊卸货。"),
  readyMix("C25 细石混凝土", "C25 细石", "吉林建龙商砼", 395, 10, "楼地面找平及后浇带用，最小10方起送。"),
  p("membrane", "APP 改性沥青防水卷材", "3mm Ⅱ型 PY", "卓宝", "GB 18243-2008", "平方米", 28, 200, "耐高温，适用于高温地区屋面。"),
  powerCable("NH-YJV 耐火电力电缆", "NH-YJV-0.6/1kV 4×35+1×16", "远东电缆", 118, 100, "消防配电线路用，耐火时间90分钟。"),
  p("pvc-pipe", "PVC-C 电力护套管", "dn200×9.6mm", "联塑", "DL/T 802.3-2023", "米", 78, 100, "电力电缆排管用，耐热抗压。"),
];
