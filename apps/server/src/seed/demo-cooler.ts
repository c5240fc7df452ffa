import { costOfMove, useByOf } from '@ffe/shared/domain/cooler-batches';
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

/** A row of a stem family: its id's tail, names, variety, grade, colour, substitution group, prices, rhythm, bunches. */
type StemRow = [
  key: string,
  name: string,
  nameEn: string,
  variety: string,
  grade: string,
  colour: string,
  group: string | null,
  /** Cents a bunch, by supplier; the first is whom the shop usually buys from. Every price divides by the bunch size. */
  prices: Partial<Record<SupplierKey, number>>,
  rhythm: Rhythm,
  /** Bunches of a usual receipt. */
  bunches: number,
];

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
  prices: StemRow[7];
  rhythm: Rhythm;
  bunches: number;
}

/** Stems that share a kind, unit, bunch size and vase life. */
function family(
  shared: {
    prefix: `stem-${string}` | 'material-';
    unit?: CoolerStemTable['unit'];
    bunchSize: number;
    vaseLifeDays: number;
  },
  rows: StemRow[],
): DemoStem[] {
  return rows.map(([key, name, nameEn, variety, grade, colour, group, prices, rhythm, bunches]) => ({
    id: `${shared.prefix}${key}`,
    kind: shared.prefix === 'material-' ? 'material' : 'flower',
    name,
    nameEn,
    variety,
    grade,
    colour,
    unit: shared.unit ?? 'stem',
    bunchSize: shared.bunchSize,
    vaseLifeDays: shared.vaseLifeDays,
    group,
    prices,
    rhythm,
    bunches,
  }));
}

const DOUNAN = (cents: number) => ({ dounan: cents });
const COOP = (cents: number) => ({ coop: cents });
const PACKAGING = (cents: number) => ({ packaging: cents });

/** The cooler's catalogue; a stem's value (cents a unit, what a substitute must at least be worth) is its usual price. */
const STEMS: DemoStem[] = [
  ...family({ prefix: 'stem-rose-', bunchSize: 20, vaseLifeDays: 7 }, [
    ['red-a', '红玫瑰', 'Red rose', '卡罗拉', 'A', '红', 'rose-red', { dounan: 6000, coop: 5600 }, 'daily', 15],
    ['red-b', '红玫瑰', 'Red rose', '卡罗拉', 'B', '红', 'rose-red', { coop: 3600, dounan: 4000 }, 'regular', 3],
    ['red-freedom-a', '红玫瑰', 'Red rose', '自由', 'A', '红', 'rose-red', DOUNAN(6400), 'regular', 2],
    ['pink-a', '粉玫瑰', 'Pink rose', '戴安娜', 'A', '粉', 'rose-pink', { dounan: 5600, coop: 5200 }, 'daily', 8],
    ['pink-b', '粉玫瑰', 'Pink rose', '戴安娜', 'B', '粉', 'rose-pink', COOP(3600), 'regular', 3],
    ['white-a', '白玫瑰', 'White rose', '雪山', 'A', '白', 'rose-white', DOUNAN(6000), 'daily', 6],
    ['champagne-a', '香槟玫瑰', 'Champagne rose', '香槟', 'A', '香槟', 'rose-champagne', DOUNAN(6400), 'daily', 8],
    ['yellow-a', '黄玫瑰', 'Yellow rose', '伊莉欧斯', 'A', '黄', 'rose-warm', DOUNAN(5200), 'regular', 4],
    ['orange-a', '橙玫瑰', 'Orange rose', '橙色旋风', 'A', '橙', 'rose-warm', DOUNAN(5200), 'regular', 4],
    ['purple-a', '紫玫瑰', 'Purple rose', '海洋之歌', 'A', '紫', 'rose-cool', DOUNAN(7000), 'regular', 4],
    ['blue', '蓝色妖姬', 'Blue enchantress rose', '染色', 'A', '蓝', 'rose-cool', DOUNAN(12000), 'regular', 3],
  ]),
  ...family({ prefix: 'stem-', bunchSize: 10, vaseLifeDays: 7 }, [
    ['spray-rose-pink', '粉色多头玫瑰', 'Pink spray rose', '芭比', '', '粉', null, DOUNAN(5000), 'regular', 3],
  ]),
  ...family({ prefix: 'stem-carnation-', bunchSize: 20, vaseLifeDays: 12 }, [
    ['pink', '粉色康乃馨', 'Pink carnation', '单头', '', '粉', 'carnation', { coop: 1800, dounan: 2000 }, 'daily', 5],
    ['red', '红色康乃馨', 'Red carnation', '单头', '', '红', 'carnation', { coop: 1800, dounan: 2000 }, 'daily', 4],
    ['orange', '橙色康乃馨', 'Orange carnation', '单头', '', '橙', 'carnation', COOP(1800), 'regular', 3],
    ['yellow', '黄色康乃馨', 'Yellow carnation', '单头', '', '黄', 'carnation', COOP(1800), 'regular', 3],
  ]),
  ...family({ prefix: 'stem-lily-', bunchSize: 10, vaseLifeDays: 8 }, [
    ['white', '白色香水百合', 'White oriental lily', '西伯利亚', '', '白', 'lily', DOUNAN(8000), 'regular', 5],
    ['pink', '粉色多头百合', 'Pink oriental lily', '索邦', '', '粉', 'lily', DOUNAN(7000), 'regular', 3],
    ['yellow', '黄色百合', 'Yellow lily', '黄天霸', '', '黄', 'lily', DOUNAN(6000), 'regular', 2],
  ]),
  ...family({ prefix: 'stem-', bunchSize: 10, vaseLifeDays: 6 }, [
    ['sunflower', '向日葵', 'Sunflower', '大花', '', '黄', null, { coop: 3500, dounan: 4000 }, 'regular', 5],
  ]),
  ...family({ prefix: 'stem-gypsophila-', bunchSize: 10, vaseLifeDays: 10 }, [
    ['white', '满天星', "Baby's breath", '千万之星', '', '白', 'gypsophila', DOUNAN(1500), 'daily', 4],
    ['blue', '蓝色满天星', "Blue baby's breath", '染色', '', '蓝', 'gypsophila', DOUNAN(2500), 'regular', 3],
    ['pink', '粉色满天星', "Pink baby's breath", '染色', '', '粉', 'gypsophila', DOUNAN(2500), 'regular', 3],
  ]),
  ...family({ prefix: 'stem-', bunchSize: 10, vaseLifeDays: 14 }, [
    ['eucalyptus', '尤加利叶', 'Eucalyptus', '银元', '', '绿', 'foliage', COOP(600), 'daily', 8],
    ['silver-leaf', '银叶菊', 'Dusty miller', '', '', '银绿', 'foliage', COOP(500), 'regular', 4],
    ['solidago', '黄莺叶', 'Solidago', '', '', '黄绿', 'foliage', COOP(400), 'regular', 3],
    ['palm-leaf', '散尾葵', 'Areca palm leaf', '', '', '绿', 'foliage', COOP(800), 'regular', 4],
  ]),
  ...family({ prefix: 'stem-', bunchSize: 10, vaseLifeDays: 7 }, [
    ['daisy', '小雏菊', 'Daisy', '', '', '白', 'filler', COOP(800), 'regular', 4],
    ['lace-flower', '蕾丝花', 'Lace flower', '', '', '白', 'filler', COOP(1000), 'regular', 2],
  ]),
  ...family({ prefix: 'stem-hydrangea-', bunchSize: 5, vaseLifeDays: 5 }, [
    ['blue', '蓝色绣球', 'Blue hydrangea', '无尽夏', '', '蓝', 'hydrangea', DOUNAN(6000), 'short', 3],
    ['pink', '粉色绣球', 'Pink hydrangea', '无尽夏', '', '粉', 'hydrangea', DOUNAN(6000), 'short', 2],
    ['white', '白色绣球', 'White hydrangea', '无尽夏', '', '白', 'hydrangea', DOUNAN(6000), 'short', 2],
  ]),
  ...family({ prefix: 'stem-', bunchSize: 10, vaseLifeDays: 5 }, [
    ['tulip-pink', '粉色郁金香', 'Pink tulip', '粉钻', '', '粉', null, DOUNAN(5000), 'short', 4],
    ['peony-pink', '粉色芍药', 'Pink peony', '莎拉伯恩哈特', '', '粉', null, DOUNAN(15000), 'short', 2],
  ]),
  ...family({ prefix: 'stem-eustoma-', bunchSize: 10, vaseLifeDays: 8 }, [
    ['purple', '紫色洋桔梗', 'Purple lisianthus', '重瓣', '', '紫', 'eustoma', DOUNAN(2500), 'regular', 4],
    ['white', '白色洋桔梗', 'White lisianthus', '重瓣', '', '白', 'eustoma', DOUNAN(2500), 'regular', 4],
    ['pink', '粉色洋桔梗', 'Pink lisianthus', '重瓣', '', '粉', 'eustoma', DOUNAN(2500), 'regular', 2],
    ['champagne', '香槟色洋桔梗', 'Champagne lisianthus', '重瓣', '', '香槟', 'eustoma', DOUNAN(2500), 'regular', 3],
  ]),
  ...family({ prefix: 'stem-gerbera-', bunchSize: 10, vaseLifeDays: 7 }, [
    ['red', '红色非洲菊', 'Red gerbera', '大花', '', '红', 'gerbera', { coop: 1200, dounan: 1500 }, 'daily', 6],
    ['yellow', '黄色非洲菊', 'Yellow gerbera', '大花', '', '黄', 'gerbera', { coop: 1200, dounan: 1500 }, 'daily', 4],
  ]),
  // Materials keep for months; sixty days is the longest a stem's vase life may be.
  ...family({ prefix: 'material-', unit: 'sheet', bunchSize: 20, vaseLifeDays: 60 }, [
    ['paper-kraft', '韩式牛皮纸', 'Kraft wrapping paper', '', '', '棕', 'wrapping-paper', PACKAGING(1000), 'stock', 10],
    ['paper-pink', '粉色雾面纸', 'Pink matte paper', '', '', '粉', 'wrapping-paper', PACKAGING(1200), 'stock', 6],
    ['paper-white', '白色雾面纸', 'White matte paper', '', '', '白', 'wrapping-paper', PACKAGING(1200), 'stock', 6],
  ]),
  ...family({ prefix: 'material-', unit: 'metre', bunchSize: 50, vaseLifeDays: 60 }, [
    ['ribbon', '缎带', 'Satin ribbon', '', '', '酒红', null, PACKAGING(1000), 'stock', 4],
  ]),
  ...family({ prefix: 'material-', unit: 'sheet', bunchSize: 50, vaseLifeDays: 60 }, [
    ['card', '复古烫金贺卡', 'Vintage gilded card', '', '', '米白', null, PACKAGING(5000), 'stock', 2],
  ]),
];

/**
 * What each hand-written goods (or size: `goods-0006-s1` is goods-0006's first) is made of, as its materials say: stems
 * by their id without `stem-` or `material-`, and units a bouquet takes; fillers the cooler does not keep are left out.
 * Without a recipe, on purpose: the sold-out 99-rose goods and size (their typed stock stays 0), the seasonal and
 * subscription goods, the preserved flowers and plants, and the vase, chocolate and bear add-ons.
 */
const RECIPES: Record<string, string> = {
  'goods-0001': 'rose-red-a 11, eucalyptus 3, paper-kraft 2, ribbon 1',
  'goods-0002': 'rose-pink-a 19, eucalyptus 3, gypsophila-white 2, paper-pink 3, ribbon 1',
  'goods-0003': 'rose-red-a 33, solidago 3, eucalyptus 5, paper-kraft 3, ribbon 2',
  'goods-0005': 'rose-white-a 9, silver-leaf 3, daisy 3, paper-white 2, ribbon 1',
  'goods-0006-s1': 'rose-champagne-a 11, eucalyptus 3, paper-kraft 2, ribbon 1',
  'goods-0006-s2': 'rose-champagne-a 19, eucalyptus 4, paper-kraft 2, ribbon 1',
  'goods-0006-s3': 'rose-champagne-a 33, eucalyptus 6, paper-kraft 3, ribbon 2',
  'goods-0007': 'rose-blue 11, silver-leaf 3, gypsophila-white 3, paper-white 2, ribbon 1',
  'goods-0008': 'rose-red-a 21, ribbon 1',
  'goods-0009': 'tulip-pink 11, eucalyptus 3, lace-flower 3, paper-pink 2, ribbon 1',
  'goods-0010': 'rose-red-a 6, rose-pink-a 5, eustoma-white 3, eucalyptus 3, paper-pink 2, ribbon 1',
  'goods-0011': 'eustoma-purple 10, eustoma-white 5, eucalyptus 3, paper-white 2, ribbon 1',
  'goods-0012': 'rose-champagne-a 19, hydrangea-white 1, eucalyptus 3, ribbon 1',
  'goods-0013': 'rose-red-a 11, lily-white 2, eucalyptus 3, paper-kraft 2, ribbon 1',
  'goods-0014': 'peony-pink 7, eucalyptus 3, paper-pink 2, ribbon 1',
  'goods-0015': 'rose-purple-a 11, eustoma-purple 3, silver-leaf 3, paper-white 2, ribbon 1',
  'goods-0016': 'rose-pink-a 6, carnation-pink 6, gypsophila-white 2, eucalyptus 2, paper-pink 2, ribbon 1',
  'goods-0017': 'sunflower 3, rose-yellow-a 6, daisy 3, eucalyptus 2, paper-kraft 2, ribbon 1',
  'goods-0018': 'gerbera-red 6, gerbera-yellow 6, solidago 3, daisy 3, paper-kraft 2, ribbon 1',
  'goods-0019': 'rose-orange-a 11, eucalyptus 3, paper-kraft 2, ribbon 1',
  'goods-0020': 'rose-yellow-a 11, gypsophila-white 2, silver-leaf 3, paper-white 2, ribbon 1',
  'goods-0021': 'spray-rose-pink 5, lace-flower 3, eucalyptus 2, paper-pink 2, ribbon 1',
  'goods-0022': 'hydrangea-pink 1, rose-pink-a 12, ribbon 1',
  'goods-0023-s1': 'hydrangea-blue 1, rose-white-a 4, eucalyptus 2, ribbon 1',
  'goods-0023-s2': 'hydrangea-blue 2, rose-white-a 6, eucalyptus 3, ribbon 1',
  'goods-0023-s3': 'hydrangea-blue 3, rose-white-a 10, eucalyptus 4, ribbon 2',
  'goods-0024': 'eustoma-champagne 10, rose-champagne-a 6, silver-leaf 3, ribbon 1',
  'goods-0025': 'rose-red-a 19, gypsophila-white 3, ribbon 1',
  'goods-0026': 'sunflower 3, eucalyptus 2, solidago 2, paper-kraft 2, ribbon 1',
  'goods-0027': 'sunflower 3, daisy 10, eucalyptus 2, paper-kraft 2, ribbon 1',
  'goods-0028': 'sunflower 5, gypsophila-white 3, silver-leaf 3, paper-kraft 2, ribbon 1',
  'goods-0029': 'sunflower 2, rose-orange-a 5, gypsophila-white 2, eucalyptus 2, paper-kraft 2, ribbon 1',
  'goods-0030': 'gypsophila-blue 10, eucalyptus 2, paper-white 2, ribbon 1',
  'goods-0031': 'gypsophila-pink 10, lace-flower 3, paper-pink 2, ribbon 1',
  'goods-0032': 'sunflower 2, gerbera-yellow 6, rose-yellow-a 3, paper-kraft 2, ribbon 1',
  'goods-0033': 'carnation-pink 19, eustoma-pink 3, eucalyptus 3, ribbon 1',
  'goods-0034': 'carnation-red 19, solidago 3, eucalyptus 3, paper-kraft 2, ribbon 1',
  'goods-0035': 'lily-pink 2, carnation-pink 11, eucalyptus 3, paper-pink 2, ribbon 1',
  'goods-0037': 'carnation-yellow 11, sunflower 1, eucalyptus 3, paper-kraft 2, ribbon 1',
  'goods-0038': 'lily-white 2, carnation-pink 9, eucalyptus 3, paper-white 2, ribbon 1',
  'goods-0039': 'sunflower 3, carnation-orange 6, solidago 3, paper-kraft 2, ribbon 1',
  'goods-0040': 'lily-white 3, rose-yellow-a 6, eucalyptus 3, ribbon 1',
  'goods-0041': 'lily-yellow 3, rose-yellow-a 5, silver-leaf 3, paper-white 2, ribbon 1',
  'goods-0042': 'carnation-orange 12, gerbera-yellow 6, palm-leaf 2, ribbon 1',
  'goods-0045': 'lily-white 3, rose-white-a 6, eucalyptus 3',
  'goods-0046': 'rose-red-a 19, carnation-red 6, ribbon 1',
  'goods-0047': 'rose-champagne-a 20, lily-white 2, palm-leaf 3, ribbon 2',
  'goods-0048': 'eustoma-white 12, eucalyptus 3, silver-leaf 3, paper-white 2, ribbon 1',
  'goods-0049': 'gerbera-red 20, carnation-red 10, palm-leaf 4, ribbon 2',
  'goods-0050': 'rose-red-a 19, gerbera-red 15, lily-white 2, palm-leaf 4, ribbon 2',
  'goods-0051': 'gerbera-yellow 20, sunflower 3, palm-leaf 4, ribbon 2',
  'goods-0052': 'gerbera-red 30, rose-red-a 20, lily-white 4, palm-leaf 6, ribbon 3',
  'goods-0053': 'gerbera-red 20, gerbera-yellow 20, rose-red-a 30, lily-white 6, palm-leaf 8, ribbon 3',
  'goods-0054': 'lily-pink 4, rose-pink-a 12, carnation-pink 10, palm-leaf 4, ribbon 2',
  'goods-0067': 'rose-pink-a 29, gypsophila-white 5, eucalyptus 5, ribbon 2',
  'goods-0068': 'carnation-pink 19, eustoma-pink 3, gypsophila-white 3, paper-pink 2, ribbon 1',
  'goods-0069': 'hydrangea-pink 1, carnation-pink 12, rose-pink-a 6, ribbon 1',
  'goods-0070': 'rose-red-a 9, rose-pink-a 9, eustoma-purple 3, gypsophila-white 3, paper-pink 2, ribbon 1',
  'goods-0071': 'rose-purple-a 19, silver-leaf 3, gypsophila-white 3, paper-white 2, ribbon 1',
  'addon-card': 'card 1',
};

/** A recipe's lines: `rose-red-a 11, ribbon 1` names stem-rose-red-a and material-ribbon. */
function linesOf(owner: string, recipe: string): Array<{ stemId: string; quantity: number }> {
  return recipe.split(', ').map((line) => {
    const [key = '', units = ''] = line.split(' ');
    const stem = STEMS.find((s) => s.id === `stem-${key}` || s.id === `material-${key}`);
    if (!stem || !/^\d+$/.test(units))
      throw new Error(`The demo recipe of ${owner} has a line the cooler lacks: ${line}`);
    return { stemId: stem.id, quantity: Number(units) };
  });
}

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
      value: (Object.values(s.prices)[0] ?? 0) / s.bunchSize,
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
      const useBy = useByOf(receivedOn, s.vaseLifeDays);
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
      const cost = quantity * unitCost;
      let leftBefore = quantity;
      out.forEach((m, k) => {
        const moveCost = costOfMove({ cost, quantity }, leftBefore, m.quantity);
        leftBefore -= m.quantity;
        moves.push({
          id: `move-${id.slice('batch-'.length)}-${k + 1}`,
          batch_id: id,
          stem_id: s.id,
          kind: m.kind,
          quantity: m.quantity,
          reason: m.reason,
          order_id: null,
          cost: moveCost,
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
        cost,
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
        use_by: useByOf(expectedOn, s.vaseLifeDays),
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
    linesOf(owner, lines).forEach(({ stemId, quantity }, sort) => {
      recipeLines.push({ id: `${id}-${sort + 1}`, recipe_id: id, stem_id: stemId, quantity, sort });
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
