import { shopDate } from '@ffe/shared/domain/delivery-rules';
import type { Db } from '../db/connect';
import type {
  CoolerBatchTable,
  CoolerMoveTable,
  CoolerRecipeLineTable,
  CoolerRecipeTable,
  CoolerStemPriceTable,
  CoolerStemTable,
  CoolerSupplierTable,
} from '../db/schema';

/**
 * The demo shop's cooler (issue 44): its suppliers, stems and materials with their bunch prices, a recipe for most
 * hand-written goods' sizes and add-ons, and a week of batches around "now" in the shop's time (received over the past
 * six days, partly used and written off, a few expiring tomorrow, more ordered for the next two days), so a new user
 * sees the cooler working on the first start and orders of any demo goods can be promised for the coming days.
 */

const HOUR = 3_600_000;

type SupplierKey = 'dounan' | 'coop' | 'packaging';

const SUPPLIERS: Record<SupplierKey, Pick<CoolerSupplierTable, 'id' | 'name' | 'name_en' | 'contact'>> = {
  dounan: {
    id: 'supplier-dounan-a',
    name: '昆明斗南花卉市场 A档',
    name_en: 'Kunming Dounan Flower Market, stall A',
    contact: '王姐 0871-6555 0101，每晚22点前下单，次日早班冷链到店',
  },
  coop: {
    id: 'supplier-yunnan-growers',
    name: '云南花农合作社',
    name_en: "Yunnan Flower Growers' Co-operative",
    contact: '李师傅 0871-6555 0202，整扎起订，隔日到货',
  },
  packaging: {
    id: 'supplier-packaging',
    name: '锦绣包装材料行',
    name_en: 'Jinxiu Packaging Supplies',
    contact: '陈老板 021-5555 0303，满200元送货上门',
  },
};

/**
 * How a stem is bought: `daily` receipts four times in the past six days and orders for the next two, `regular` twice
 * and one order, `short` (stems that last five days or less) three times and one order, `stock` (materials) twice.
 */
type Rhythm = 'daily' | 'regular' | 'short' | 'stock';

interface Receipt {
  /** Days before today it came. */
  daysAgo: number;
  /** Bunches as a multiple of the stem's usual receipt. */
  factor: number;
  /** Share of its units used since. */
  used: number;
  /** Share written off, and why. */
  lost?: { share: number; reason: 'wilted' | 'broken' };
}

const RECEIPTS: Record<Rhythm, Receipt[]> = {
  daily: [
    { daysAgo: 6, factor: 1, used: 0.75, lost: { share: 0.08, reason: 'wilted' } },
    { daysAgo: 4, factor: 1, used: 0.5, lost: { share: 0.03, reason: 'broken' } },
    { daysAgo: 2, factor: 1.5, used: 0.2 },
    { daysAgo: 1, factor: 1, used: 0 },
  ],
  regular: [
    { daysAgo: 5, factor: 1, used: 0.65, lost: { share: 0.08, reason: 'wilted' } },
    { daysAgo: 2, factor: 1, used: 0.2 },
  ],
  short: [
    { daysAgo: 6, factor: 1, used: 0.5 },
    { daysAgo: 4, factor: 1, used: 0.5, lost: { share: 0.05, reason: 'wilted' } },
    { daysAgo: 1, factor: 1, used: 0 },
  ],
  stock: [
    { daysAgo: 6, factor: 1, used: 0.3 },
    { daysAgo: 3, factor: 1, used: 0.1 },
  ],
};

/** Days from today the ordered batches are expected, by rhythm. */
const ORDERS: Record<Rhythm, number[]> = { daily: [1, 2], regular: [1], short: [1], stock: [] };

interface DemoStem {
  id: string;
  kind: CoolerStemTable['kind'];
  name: string;
  nameEn: string;
  variety: string;
  grade: string;
  colour: string;
  unit: CoolerStemTable['unit'];
  bunchSize: number;
  vaseLifeDays: number;
  group: string | null;
  /** Cents a bunch, by supplier; the first is whom the shop usually buys from. Every price divides by the bunch size. */
  prices: Partial<Record<SupplierKey, number>>;
  rhythm: Rhythm;
  /** Bunches of a usual receipt. */
  bunches: number;
}

type StemSpec = Omit<DemoStem, 'kind' | 'unit' | 'grade' | 'group'> &
  Partial<Pick<DemoStem, 'kind' | 'unit' | 'grade' | 'group'>>;

const stem = (spec: StemSpec): DemoStem => ({
  kind: 'flower',
  unit: 'stem',
  grade: '',
  group: null,
  ...spec,
});

const rose = (
  id: string,
  [name, nameEn]: [string, string],
  variety: string,
  grade: string,
  colour: string,
  group: string,
  prices: DemoStem['prices'],
  rhythm: Rhythm,
  bunches: number,
): DemoStem =>
  stem({
    id,
    name,
    nameEn,
    variety,
    grade,
    colour,
    group,
    bunchSize: 20,
    vaseLifeDays: 7,
    prices,
    rhythm,
    bunches,
  });

/** The cooler's catalogue: a value (cents a unit) is what a substitute must at least be worth. */
const STEMS: Array<DemoStem & { value: number }> = [
  {
    ...rose(
      'stem-rose-red-a',
      ['红玫瑰', 'Red rose'],
      '卡罗拉',
      'A',
      '红',
      'rose-red',
      { dounan: 6000, coop: 5600 },
      'daily',
      15,
    ),
    value: 300,
  },
  {
    ...rose(
      'stem-rose-red-b',
      ['红玫瑰', 'Red rose'],
      '卡罗拉',
      'B',
      '红',
      'rose-red',
      { coop: 3600, dounan: 4000 },
      'regular',
      3,
    ),
    value: 180,
  },
  {
    ...rose(
      'stem-rose-red-freedom-a',
      ['红玫瑰', 'Red rose'],
      '自由',
      'A',
      '红',
      'rose-red',
      { dounan: 6400 },
      'regular',
      2,
    ),
    value: 320,
  },
  {
    ...rose(
      'stem-rose-pink-a',
      ['粉玫瑰', 'Pink rose'],
      '戴安娜',
      'A',
      '粉',
      'rose-pink',
      { dounan: 5600, coop: 5200 },
      'daily',
      8,
    ),
    value: 280,
  },
  {
    ...rose(
      'stem-rose-pink-b',
      ['粉玫瑰', 'Pink rose'],
      '戴安娜',
      'B',
      '粉',
      'rose-pink',
      { coop: 3600 },
      'regular',
      3,
    ),
    value: 180,
  },
  {
    ...rose(
      'stem-rose-white-a',
      ['白玫瑰', 'White rose'],
      '雪山',
      'A',
      '白',
      'rose-white',
      { dounan: 6000 },
      'daily',
      6,
    ),
    value: 300,
  },
  {
    ...rose(
      'stem-rose-champagne-a',
      ['香槟玫瑰', 'Champagne rose'],
      '香槟',
      'A',
      '香槟',
      'rose-champagne',
      { dounan: 6400 },
      'daily',
      8,
    ),
    value: 320,
  },
  {
    ...rose(
      'stem-rose-yellow-a',
      ['黄玫瑰', 'Yellow rose'],
      '伊莉欧斯',
      'A',
      '黄',
      'rose-warm',
      { dounan: 5200 },
      'regular',
      4,
    ),
    value: 260,
  },
  {
    ...rose(
      'stem-rose-orange-a',
      ['橙玫瑰', 'Orange rose'],
      '橙色旋风',
      'A',
      '橙',
      'rose-warm',
      { dounan: 5200 },
      'regular',
      4,
    ),
    value: 260,
  },
  {
    ...rose(
      'stem-rose-purple-a',
      ['紫玫瑰', 'Purple rose'],
      '海洋之歌',
      'A',
      '紫',
      'rose-cool',
      { dounan: 7000 },
      'regular',
      4,
    ),
    value: 350,
  },
  {
    ...stem({
      id: 'stem-rose-blue',
      name: '蓝色妖姬',
      nameEn: 'Blue enchantress rose',
      variety: '染色',
      grade: 'A',
      colour: '蓝',
      group: 'rose-cool',
      bunchSize: 20,
      vaseLifeDays: 6,
      prices: { dounan: 12000 },
      rhythm: 'regular',
      bunches: 3,
    }),
    value: 600,
  },
  {
    ...stem({
      id: 'stem-spray-rose-pink',
      name: '粉色多头玫瑰',
      nameEn: 'Pink spray rose',
      variety: '芭比',
      colour: '粉',
      bunchSize: 10,
      vaseLifeDays: 7,
      prices: { dounan: 5000 },
      rhythm: 'regular',
      bunches: 3,
    }),
    value: 500,
  },
  ...(
    [
      ['pink', '粉色康乃馨', 'Pink carnation', '粉', 'daily', 5],
      ['red', '红色康乃馨', 'Red carnation', '红', 'daily', 4],
      ['orange', '橙色康乃馨', 'Orange carnation', '橙', 'regular', 3],
      ['yellow', '黄色康乃馨', 'Yellow carnation', '黄', 'regular', 3],
    ] as const
  ).map(([key, name, nameEn, colour, rhythm, bunches]) => ({
    ...stem({
      id: `stem-carnation-${key}`,
      name,
      nameEn,
      variety: '单头',
      colour,
      group: 'carnation',
      bunchSize: 20,
      vaseLifeDays: 12,
      prices: { coop: 1800, dounan: 2000 },
      rhythm,
      bunches,
    }),
    value: 100,
  })),
  ...(
    [
      ['white', '白色香水百合', 'White oriental lily', '西伯利亚', '白', 8000, 5],
      ['pink', '粉色多头百合', 'Pink oriental lily', '索邦', '粉', 7000, 3],
      ['yellow', '黄色百合', 'Yellow lily', '黄天霸', '黄', 6000, 2],
    ] as const
  ).map(([key, name, nameEn, variety, colour, price, bunches]) => ({
    ...stem({
      id: `stem-lily-${key}`,
      name,
      nameEn,
      variety,
      colour,
      group: 'lily',
      bunchSize: 10,
      vaseLifeDays: 8,
      prices: { dounan: price },
      rhythm: 'regular',
      bunches,
    }),
    value: price / 10,
  })),
  {
    ...stem({
      id: 'stem-sunflower',
      name: '向日葵',
      nameEn: 'Sunflower',
      variety: '大花',
      colour: '黄',
      bunchSize: 10,
      vaseLifeDays: 6,
      prices: { coop: 3500, dounan: 4000 },
      rhythm: 'regular',
      bunches: 5,
    }),
    value: 400,
  },
  ...(
    [
      ['white', '满天星', "Baby's breath", '千万之星', '白', 1500, 'daily', 4],
      ['blue', '蓝色满天星', "Blue baby's breath", '染色', '蓝', 2500, 'regular', 3],
      ['pink', '粉色满天星', "Pink baby's breath", '染色', '粉', 2500, 'regular', 3],
    ] as const
  ).map(([key, name, nameEn, variety, colour, price, rhythm, bunches]) => ({
    ...stem({
      id: `stem-gypsophila-${key}`,
      name,
      nameEn,
      variety,
      colour,
      group: 'gypsophila',
      bunchSize: 10,
      vaseLifeDays: 10,
      prices: { dounan: price },
      rhythm,
      bunches,
    }),
    value: price / 10,
  })),
  ...(
    [
      ['eucalyptus', '尤加利叶', 'Eucalyptus', '银元', 600, 'daily', 8],
      ['silver-leaf', '银叶菊', 'Dusty miller', '', 500, 'regular', 4],
      ['solidago', '黄莺叶', 'Solidago', '', 400, 'regular', 3],
      ['palm-leaf', '散尾葵', 'Areca palm leaf', '', 800, 'regular', 4],
    ] as const
  ).map(([key, name, nameEn, variety, price, rhythm, bunches]) => ({
    ...stem({
      id: `stem-${key}`,
      name,
      nameEn,
      variety,
      colour: '绿',
      group: 'foliage',
      bunchSize: 10,
      vaseLifeDays: 14,
      prices: { coop: price },
      rhythm,
      bunches,
    }),
    value: price / 10,
  })),
  ...(
    [
      ['daisy', '小雏菊', 'Daisy', '白', 800, 4],
      ['lace-flower', '蕾丝花', 'Lace flower', '白', 1000, 2],
    ] as const
  ).map(([key, name, nameEn, colour, price, bunches]) => ({
    ...stem({
      id: `stem-${key}`,
      name,
      nameEn,
      variety: '',
      colour,
      group: 'filler',
      bunchSize: 10,
      vaseLifeDays: 7,
      prices: { coop: price },
      rhythm: 'regular',
      bunches,
    }),
    value: price / 10,
  })),
  ...(
    [
      ['blue', '蓝色绣球', 'Blue hydrangea', '蓝', 3],
      ['pink', '粉色绣球', 'Pink hydrangea', '粉', 2],
      ['white', '白色绣球', 'White hydrangea', '白', 2],
    ] as const
  ).map(([key, name, nameEn, colour, bunches]) => ({
    ...stem({
      id: `stem-hydrangea-${key}`,
      name,
      nameEn,
      variety: '无尽夏',
      colour,
      group: 'hydrangea',
      bunchSize: 5,
      vaseLifeDays: 5,
      prices: { dounan: 6000 },
      rhythm: 'short',
      bunches,
    }),
    value: 1200,
  })),
  {
    ...stem({
      id: 'stem-tulip-pink',
      name: '粉色郁金香',
      nameEn: 'Pink tulip',
      variety: '粉钻',
      colour: '粉',
      bunchSize: 10,
      vaseLifeDays: 5,
      prices: { dounan: 5000 },
      rhythm: 'short',
      bunches: 4,
    }),
    value: 500,
  },
  {
    ...stem({
      id: 'stem-peony-pink',
      name: '粉色芍药',
      nameEn: 'Pink peony',
      variety: '莎拉伯恩哈特',
      colour: '粉',
      bunchSize: 10,
      vaseLifeDays: 5,
      prices: { dounan: 15000 },
      rhythm: 'short',
      bunches: 2,
    }),
    value: 1500,
  },
  ...(
    [
      ['purple', '紫色洋桔梗', 'Purple lisianthus', '紫', 4],
      ['white', '白色洋桔梗', 'White lisianthus', '白', 4],
      ['pink', '粉色洋桔梗', 'Pink lisianthus', '粉', 2],
      ['champagne', '香槟色洋桔梗', 'Champagne lisianthus', '香槟', 3],
    ] as const
  ).map(([key, name, nameEn, colour, bunches]) => ({
    ...stem({
      id: `stem-eustoma-${key}`,
      name,
      nameEn,
      variety: '重瓣',
      colour,
      group: 'eustoma',
      bunchSize: 10,
      vaseLifeDays: 8,
      prices: { dounan: 2500 },
      rhythm: 'regular',
      bunches,
    }),
    value: 250,
  })),
  ...(
    [
      ['red', '红色非洲菊', 'Red gerbera', '红', 6],
      ['yellow', '黄色非洲菊', 'Yellow gerbera', '黄', 4],
    ] as const
  ).map(([key, name, nameEn, colour, bunches]) => ({
    ...stem({
      id: `stem-gerbera-${key}`,
      name,
      nameEn,
      variety: '大花',
      colour,
      group: 'gerbera',
      bunchSize: 10,
      vaseLifeDays: 7,
      prices: { coop: 1200, dounan: 1500 },
      rhythm: 'daily',
      bunches,
    }),
    value: 120,
  })),
  ...(
    [
      ['paper-kraft', '韩式牛皮纸', 'Kraft wrapping paper', '棕', 'sheet', 20, 1000, 10],
      ['paper-pink', '粉色雾面纸', 'Pink matte paper', '粉', 'sheet', 20, 1200, 6],
      ['paper-white', '白色雾面纸', 'White matte paper', '白', 'sheet', 20, 1200, 6],
      ['ribbon', '缎带', 'Satin ribbon', '酒红', 'metre', 50, 1000, 4],
      ['card', '复古烫金贺卡', 'Vintage gilded card', '米白', 'sheet', 50, 5000, 2],
    ] as const
  ).map(([key, name, nameEn, colour, unit, bunchSize, price, bunches]) => ({
    ...stem({
      id: `material-${key}`,
      kind: 'material',
      name,
      nameEn,
      variety: '',
      colour,
      unit,
      group: key.startsWith('paper') ? 'wrapping-paper' : null,
      bunchSize,
      vaseLifeDays: 60,
      prices: { packaging: price },
      rhythm: 'stock',
      bunches,
    }),
    value: price / bunchSize,
  })),
];

/** Recipe lines by the stem ids' short names, to keep the recipes readable. */
const S = {
  redA: 'stem-rose-red-a',
  pinkA: 'stem-rose-pink-a',
  whiteA: 'stem-rose-white-a',
  champagneA: 'stem-rose-champagne-a',
  yellowA: 'stem-rose-yellow-a',
  orangeA: 'stem-rose-orange-a',
  purpleA: 'stem-rose-purple-a',
  blue: 'stem-rose-blue',
  spray: 'stem-spray-rose-pink',
  carnationPink: 'stem-carnation-pink',
  carnationRed: 'stem-carnation-red',
  carnationOrange: 'stem-carnation-orange',
  carnationYellow: 'stem-carnation-yellow',
  lilyWhite: 'stem-lily-white',
  lilyPink: 'stem-lily-pink',
  lilyYellow: 'stem-lily-yellow',
  sunflower: 'stem-sunflower',
  gypsophila: 'stem-gypsophila-white',
  gypsophilaBlue: 'stem-gypsophila-blue',
  gypsophilaPink: 'stem-gypsophila-pink',
  eucalyptus: 'stem-eucalyptus',
  silverLeaf: 'stem-silver-leaf',
  solidago: 'stem-solidago',
  palm: 'stem-palm-leaf',
  daisy: 'stem-daisy',
  lace: 'stem-lace-flower',
  hydrangeaBlue: 'stem-hydrangea-blue',
  hydrangeaPink: 'stem-hydrangea-pink',
  hydrangeaWhite: 'stem-hydrangea-white',
  tulip: 'stem-tulip-pink',
  peony: 'stem-peony-pink',
  eustomaPurple: 'stem-eustoma-purple',
  eustomaWhite: 'stem-eustoma-white',
  eustomaPink: 'stem-eustoma-pink',
  eustomaChampagne: 'stem-eustoma-champagne',
  gerberaRed: 'stem-gerbera-red',
  gerberaYellow: 'stem-gerbera-yellow',
  kraft: 'material-paper-kraft',
  pinkPaper: 'material-paper-pink',
  whitePaper: 'material-paper-white',
  ribbon: 'material-ribbon',
  card: 'material-card',
} as const;

type Line = [keyof typeof S, number];

/**
 * What each hand-written goods (or size, `goods-0006-s1`) is made of, as its materials say; lines of fillers the cooler
 * does not keep are left out. Without a recipe, on purpose: the sold-out 99-rose goods and size (their typed stock stays
 * 0), the seasonal and subscription goods, the preserved flowers and plants, and the vase, chocolate and bear add-ons.
 */
const RECIPES: Record<string, Line[]> = {
  'goods-0001': [
    ['redA', 11],
    ['eucalyptus', 3],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0002': [
    ['pinkA', 19],
    ['eucalyptus', 3],
    ['gypsophila', 2],
    ['pinkPaper', 3],
    ['ribbon', 1],
  ],
  'goods-0003': [
    ['redA', 33],
    ['solidago', 3],
    ['eucalyptus', 5],
    ['kraft', 3],
    ['ribbon', 2],
  ],
  'goods-0005': [
    ['whiteA', 9],
    ['silverLeaf', 3],
    ['daisy', 3],
    ['whitePaper', 2],
    ['ribbon', 1],
  ],
  'goods-0006-s1': [
    ['champagneA', 11],
    ['eucalyptus', 3],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0006-s2': [
    ['champagneA', 19],
    ['eucalyptus', 4],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0006-s3': [
    ['champagneA', 33],
    ['eucalyptus', 6],
    ['kraft', 3],
    ['ribbon', 2],
  ],
  'goods-0007': [
    ['blue', 11],
    ['silverLeaf', 3],
    ['gypsophila', 3],
    ['whitePaper', 2],
    ['ribbon', 1],
  ],
  'goods-0008': [
    ['redA', 21],
    ['ribbon', 1],
  ],
  'goods-0009': [
    ['tulip', 11],
    ['eucalyptus', 3],
    ['lace', 3],
    ['pinkPaper', 2],
    ['ribbon', 1],
  ],
  'goods-0010': [
    ['redA', 6],
    ['pinkA', 5],
    ['eustomaWhite', 3],
    ['eucalyptus', 3],
    ['pinkPaper', 2],
    ['ribbon', 1],
  ],
  'goods-0011': [
    ['eustomaPurple', 10],
    ['eustomaWhite', 5],
    ['eucalyptus', 3],
    ['whitePaper', 2],
    ['ribbon', 1],
  ],
  'goods-0012': [
    ['champagneA', 19],
    ['hydrangeaWhite', 1],
    ['eucalyptus', 3],
    ['ribbon', 1],
  ],
  'goods-0013': [
    ['redA', 11],
    ['lilyWhite', 2],
    ['eucalyptus', 3],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0014': [
    ['peony', 7],
    ['eucalyptus', 3],
    ['pinkPaper', 2],
    ['ribbon', 1],
  ],
  'goods-0015': [
    ['purpleA', 11],
    ['eustomaPurple', 3],
    ['silverLeaf', 3],
    ['whitePaper', 2],
    ['ribbon', 1],
  ],
  'goods-0016': [
    ['pinkA', 6],
    ['carnationPink', 6],
    ['gypsophila', 2],
    ['eucalyptus', 2],
    ['pinkPaper', 2],
    ['ribbon', 1],
  ],
  'goods-0017': [
    ['sunflower', 3],
    ['yellowA', 6],
    ['daisy', 3],
    ['eucalyptus', 2],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0018': [
    ['gerberaRed', 6],
    ['gerberaYellow', 6],
    ['solidago', 3],
    ['daisy', 3],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0019': [
    ['orangeA', 11],
    ['eucalyptus', 3],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0020': [
    ['yellowA', 11],
    ['gypsophila', 2],
    ['silverLeaf', 3],
    ['whitePaper', 2],
    ['ribbon', 1],
  ],
  'goods-0021': [
    ['spray', 5],
    ['lace', 3],
    ['eucalyptus', 2],
    ['pinkPaper', 2],
    ['ribbon', 1],
  ],
  'goods-0022': [
    ['hydrangeaPink', 1],
    ['pinkA', 12],
    ['ribbon', 1],
  ],
  'goods-0023-s1': [
    ['hydrangeaBlue', 1],
    ['whiteA', 4],
    ['eucalyptus', 2],
    ['ribbon', 1],
  ],
  'goods-0023-s2': [
    ['hydrangeaBlue', 2],
    ['whiteA', 6],
    ['eucalyptus', 3],
    ['ribbon', 1],
  ],
  'goods-0023-s3': [
    ['hydrangeaBlue', 3],
    ['whiteA', 10],
    ['eucalyptus', 4],
    ['ribbon', 2],
  ],
  'goods-0024': [
    ['eustomaChampagne', 10],
    ['champagneA', 6],
    ['silverLeaf', 3],
    ['ribbon', 1],
  ],
  'goods-0025': [
    ['redA', 19],
    ['gypsophila', 3],
    ['ribbon', 1],
  ],
  'goods-0026': [
    ['sunflower', 3],
    ['eucalyptus', 2],
    ['solidago', 2],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0027': [
    ['sunflower', 3],
    ['daisy', 10],
    ['eucalyptus', 2],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0028': [
    ['sunflower', 5],
    ['gypsophila', 3],
    ['silverLeaf', 3],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0029': [
    ['sunflower', 2],
    ['orangeA', 5],
    ['gypsophila', 2],
    ['eucalyptus', 2],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0030': [
    ['gypsophilaBlue', 10],
    ['eucalyptus', 2],
    ['whitePaper', 2],
    ['ribbon', 1],
  ],
  'goods-0031': [
    ['gypsophilaPink', 10],
    ['lace', 3],
    ['pinkPaper', 2],
    ['ribbon', 1],
  ],
  'goods-0032': [
    ['sunflower', 2],
    ['gerberaYellow', 6],
    ['yellowA', 3],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0033': [
    ['carnationPink', 19],
    ['eustomaPink', 3],
    ['eucalyptus', 3],
    ['ribbon', 1],
  ],
  'goods-0034': [
    ['carnationRed', 19],
    ['solidago', 3],
    ['eucalyptus', 3],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0035': [
    ['lilyPink', 2],
    ['carnationPink', 11],
    ['eucalyptus', 3],
    ['pinkPaper', 2],
    ['ribbon', 1],
  ],
  'goods-0037': [
    ['carnationYellow', 11],
    ['sunflower', 1],
    ['eucalyptus', 3],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0038': [
    ['lilyWhite', 2],
    ['carnationPink', 9],
    ['eucalyptus', 3],
    ['whitePaper', 2],
    ['ribbon', 1],
  ],
  'goods-0039': [
    ['sunflower', 3],
    ['carnationOrange', 6],
    ['solidago', 3],
    ['kraft', 2],
    ['ribbon', 1],
  ],
  'goods-0040': [
    ['lilyWhite', 3],
    ['yellowA', 6],
    ['eucalyptus', 3],
    ['ribbon', 1],
  ],
  'goods-0041': [
    ['lilyYellow', 3],
    ['yellowA', 5],
    ['silverLeaf', 3],
    ['whitePaper', 2],
    ['ribbon', 1],
  ],
  'goods-0042': [
    ['carnationOrange', 12],
    ['gerberaYellow', 6],
    ['palm', 2],
    ['ribbon', 1],
  ],
  'goods-0045': [
    ['lilyWhite', 3],
    ['whiteA', 6],
    ['eucalyptus', 3],
  ],
  'goods-0046': [
    ['redA', 19],
    ['carnationRed', 6],
    ['ribbon', 1],
  ],
  'goods-0047': [
    ['champagneA', 20],
    ['lilyWhite', 2],
    ['palm', 3],
    ['ribbon', 2],
  ],
  'goods-0048': [
    ['eustomaWhite', 12],
    ['eucalyptus', 3],
    ['silverLeaf', 3],
    ['whitePaper', 2],
    ['ribbon', 1],
  ],
  'goods-0049': [
    ['gerberaRed', 20],
    ['carnationRed', 10],
    ['palm', 4],
    ['ribbon', 2],
  ],
  'goods-0050': [
    ['redA', 19],
    ['gerberaRed', 15],
    ['lilyWhite', 2],
    ['palm', 4],
    ['ribbon', 2],
  ],
  'goods-0051': [
    ['gerberaYellow', 20],
    ['sunflower', 3],
    ['palm', 4],
    ['ribbon', 2],
  ],
  'goods-0052': [
    ['gerberaRed', 30],
    ['redA', 20],
    ['lilyWhite', 4],
    ['palm', 6],
    ['ribbon', 3],
  ],
  'goods-0053': [
    ['gerberaRed', 20],
    ['gerberaYellow', 20],
    ['redA', 30],
    ['lilyWhite', 6],
    ['palm', 8],
    ['ribbon', 3],
  ],
  'goods-0054': [
    ['lilyPink', 4],
    ['pinkA', 12],
    ['carnationPink', 10],
    ['palm', 4],
    ['ribbon', 2],
  ],
  'goods-0067': [
    ['pinkA', 29],
    ['gypsophila', 5],
    ['eucalyptus', 5],
    ['ribbon', 2],
  ],
  'goods-0068': [
    ['carnationPink', 19],
    ['eustomaPink', 3],
    ['gypsophila', 3],
    ['pinkPaper', 2],
    ['ribbon', 1],
  ],
  'goods-0069': [
    ['hydrangeaPink', 1],
    ['carnationPink', 12],
    ['pinkA', 6],
    ['ribbon', 1],
  ],
  'goods-0070': [
    ['redA', 9],
    ['pinkA', 9],
    ['eustomaPurple', 3],
    ['gypsophila', 3],
    ['pinkPaper', 2],
    ['ribbon', 1],
  ],
  'goods-0071': [
    ['purpleA', 19],
    ['silverLeaf', 3],
    ['gypsophila', 3],
    ['whitePaper', 2],
    ['ribbon', 1],
  ],
  'addon-card': [['card', 1]],
};

/** The goods and size ids that have a size: `goods-0006-s1` is goods-0006's first size. */
const SIZED = /^(goods-\d{4})-s\d+$/;

/** One receipt was two bunches short of the order, one lost stems on the way, and the counter's vase took a few. */
const SHORT_DELIVERY = { stemId: 'stem-rose-red-a', daysAgo: 2, bunchesShort: 2 };
const DAMAGED_IN_DELIVERY = { stemId: 'stem-lily-white', daysAgo: 2, units: 3 };
const ON_DISPLAY = { stemId: 'stem-gypsophila-white', daysAgo: 4, units: 3 };

export interface DemoCooler {
  suppliers: CoolerSupplierTable[];
  stems: CoolerStemTable[];
  prices: CoolerStemPriceTable[];
  recipes: CoolerRecipeTable[];
  recipeLines: CoolerRecipeLineTable[];
  batches: CoolerBatchTable[];
  moves: CoolerMoveTable[];
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The instant of `hour` o'clock on a shop day (UTC+8). */
const shopTime = (date: string, hour: number) => Date.parse(`${date}T00:00:00+08:00`) + hour * HOUR;

/** The demo cooler as of `now`: the same rows every time for the same moment. */
export function generateDemoCooler(now: number): DemoCooler {
  const today = shopDate(now);
  const suppliers = Object.values(SUPPLIERS).map(
    (s): CoolerSupplierTable => ({
      ...s,
      archived_at: null,
      version: 1,
      created_at: now - 30 * 24 * HOUR,
      updated_at: now - 30 * 24 * HOUR,
    }),
  );
  const stems: CoolerStemTable[] = [];
  const prices: CoolerStemPriceTable[] = [];
  const batches: CoolerBatchTable[] = [];
  const moves: CoolerMoveTable[] = [];

  for (const s of STEMS) {
    stems.push({
      id: s.id,
      kind: s.kind,
      name: s.name,
      name_en: s.nameEn,
      variety: s.variety,
      grade: s.grade,
      colour: s.colour,
      unit: s.unit,
      bunch_size: s.bunchSize,
      vase_life_days: s.vaseLifeDays,
      substitution_group: s.group,
      value: s.value,
      archived_at: null,
      version: 1,
      created_at: now - 30 * 24 * HOUR,
      updated_at: now - 30 * 24 * HOUR,
    });
    const offers = Object.entries(s.prices) as Array<[SupplierKey, number]>;
    for (const [key, price] of offers) {
      prices.push({ stem_id: s.id, supplier_id: SUPPLIERS[key].id, bunch_price: price });
    }

    RECEIPTS[s.rhythm].forEach((receipt, n) => {
      // The second receipt of a stem two suppliers sell came from the other one, as florists shop around.
      const [supplierKey, bunchPrice] = offers[n === 1 && offers.length > 1 ? 1 : 0] as [SupplierKey, number];
      const receivedOn = shopDate(now, -receipt.daysAgo);
      const orderedBunches = Math.round(s.bunches * receipt.factor);
      const short =
        s.id === SHORT_DELIVERY.stemId && receipt.daysAgo === SHORT_DELIVERY.daysAgo ? SHORT_DELIVERY.bunchesShort : 0;
      const quantity = (orderedBunches - short) * s.bunchSize;
      const unitCost = bunchPrice / s.bunchSize;
      const id = `batch-${s.id.replace(/^(stem|material)-/, '')}-${receivedOn}`;
      const useBy = addDays(receivedOn, s.vaseLifeDays);
      const out: Array<Pick<CoolerMoveTable, 'kind' | 'quantity' | 'reason' | 'at' | 'note'>> = [];
      const used = Math.floor(quantity * receipt.used);
      // What was used went out in two goes: on the day it came and on the last day before today.
      if (used > 0) {
        const first = receipt.daysAgo > 1 ? Math.ceil(used / 2) : used;
        out.push({ kind: 'use', quantity: first, reason: null, at: shopTime(receivedOn, 14), note: '门店制作' });
        if (used > first) {
          out.push({
            kind: 'use',
            quantity: used - first,
            reason: null,
            at: shopTime(shopDate(now, -1), 15),
            note: '门店制作',
          });
        }
      }
      if (receipt.lost) {
        const lost = Math.max(1, Math.round(quantity * receipt.lost.share));
        out.push({
          kind: 'write_off',
          quantity: lost,
          reason: receipt.lost.reason,
          at: shopTime(shopDate(now, -1), 19),
          note: '',
        });
      }
      if (s.id === DAMAGED_IN_DELIVERY.stemId && receipt.daysAgo === DAMAGED_IN_DELIVERY.daysAgo) {
        out.push({
          kind: 'write_off',
          quantity: DAMAGED_IN_DELIVERY.units,
          reason: 'damaged_in_delivery',
          at: shopTime(receivedOn, 9),
          note: '到货时花头压伤',
        });
      }
      if (s.id === ON_DISPLAY.stemId && receipt.daysAgo === ON_DISPLAY.daysAgo) {
        out.push({
          kind: 'write_off',
          quantity: ON_DISPLAY.units,
          reason: 'display',
          at: shopTime(receivedOn, 10),
          note: '前台花瓶',
        });
      }
      // A batch past its use-by day was cleared that evening.
      let left = quantity - out.reduce((sum, m) => sum + m.quantity, 0);
      if (useBy < today && left > 0) {
        out.push({ kind: 'write_off', quantity: left, reason: 'expired', at: shopTime(useBy, 20), note: '' });
        left = 0;
      }
      out.forEach((m, k) => {
        moves.push({
          id: `move-${id.slice('batch-'.length)}-${k + 1}`,
          batch_id: id,
          stem_id: s.id,
          kind: m.kind,
          quantity: m.quantity,
          reason: m.reason,
          order_id: null,
          cost: m.quantity * unitCost,
          actor_id: null,
          note: m.note,
          at: m.at,
        });
      });
      const created = shopTime(receivedOn, 8);
      batches.push({
        id,
        stem_id: s.id,
        supplier_id: SUPPLIERS[supplierKey].id,
        status: 'received',
        ordered_quantity: orderedBunches * s.bunchSize,
        expected_on: receivedOn,
        quantity,
        left_quantity: left,
        cost: quantity * unitCost,
        received_on: receivedOn,
        use_by: useBy,
        version: 1,
        created_at: created,
        updated_at: Math.max(created, ...out.map((m) => m.at)),
      });
    });

    for (const days of ORDERS[s.rhythm]) {
      const [supplierKey, bunchPrice] = offers[0] as [SupplierKey, number];
      const expectedOn = shopDate(now, days);
      const quantity = s.bunches * s.bunchSize;
      // Ordered yesterday evening: a moment already past at any hour of today.
      const ordered = shopTime(shopDate(now, -1), 18);
      batches.push({
        id: `batch-${s.id.replace(/^(stem|material)-/, '')}-${expectedOn}`,
        stem_id: s.id,
        supplier_id: SUPPLIERS[supplierKey].id,
        status: 'ordered',
        ordered_quantity: quantity,
        expected_on: expectedOn,
        quantity,
        left_quantity: quantity,
        cost: s.bunches * bunchPrice,
        received_on: null,
        use_by: addDays(expectedOn, s.vaseLifeDays),
        version: 1,
        created_at: ordered,
        updated_at: ordered,
      });
    }
  }

  const recipes: CoolerRecipeTable[] = [];
  const recipeLines: CoolerRecipeLineTable[] = [];
  for (const [owner, lines] of Object.entries(RECIPES)) {
    const sized = SIZED.exec(owner);
    const id = `recipe-${owner}`;
    recipes.push({
      id,
      goods_id: sized?.[1] ?? owner,
      sku_key: sized ? owner : '',
      version: 1,
      updated_at: now - 7 * 24 * HOUR,
      updated_by: null,
    });
    lines.forEach(([key, quantity], sort) => {
      recipeLines.push({ id: `${id}-${sort + 1}`, recipe_id: id, stem_id: S[key], quantity, sort });
    });
  }

  return { suppliers, stems, prices, recipes, recipeLines, batches, moves };
}

/** Rows per insert, far below either database's limit of bound values. */
const ROWS = 200;

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS) await insert(rows.slice(i, i + ROWS));
}

/** Lays out the demo cooler in the caller's transaction, unless the cooler already holds stems; true when it did. */
export async function seedDemoCooler(trx: Db, now: number): Promise<boolean> {
  const any = await trx.selectFrom('cooler_stems').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  const cooler = generateDemoCooler(now);
  await inChunks(cooler.suppliers, (rows) => trx.insertInto('cooler_suppliers').values(rows).execute());
  await inChunks(cooler.stems, (rows) => trx.insertInto('cooler_stems').values(rows).execute());
  await inChunks(cooler.prices, (rows) => trx.insertInto('cooler_stem_prices').values(rows).execute());
  await inChunks(cooler.recipes, (rows) => trx.insertInto('cooler_recipes').values(rows).execute());
  await inChunks(cooler.recipeLines, (rows) => trx.insertInto('cooler_recipe_lines').values(rows).execute());
  await inChunks(cooler.batches, (rows) => trx.insertInto('cooler_batches').values(rows).execute());
  await inChunks(cooler.moves, (rows) => trx.insertInto('cooler_moves').values(rows).execute());
  return true;
}
