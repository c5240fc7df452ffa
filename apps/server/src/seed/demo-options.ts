import type { CategoryTable, GoodsSkuTable, GoodsTable } from '../db/schema';
import { goodsSearchText } from '../modules/catalogue/goods-search-text';
import { type AddOnPicture, addOnPicture } from '../modules/images/add-on-pictures';
import { hashOf, mulberry32 } from '../modules/images/pictures';
import { ADD_ONS_EN, CATEGORY_NAMES_EN } from './demo-english';
import { DELIVERY_NOTES_EN, englishOf, MATERIALS_EN, OPTION_NAMES_EN, SPEC_NAMES_EN } from './demo-english-details';

const DAY = 24 * 3_600_000;

/** The hidden category the add-ons sit in: not in the shop's tree, so a category coupon never covers them. */
export const ADD_ON_CATEGORY: CategoryTable = {
  id: 'cat-add-ons',
  parent_id: null,
  name: '加购',
  name_en: CATEGORY_NAMES_EN['cat-add-ons'] ?? null,
  icon: addOnPicture('vase'),
  sort: 999,
  visible: 0,
};

interface DemoAddOn {
  id: string;
  name: string;
  picture: AddOnPicture;
  /** Sale and market price in yuan. */
  price: [number, number];
  description: string;
}

const ADD_ONS: DemoAddOn[] = [
  {
    id: 'addon-vase',
    name: '玻璃花瓶',
    picture: 'vase',
    price: [39, 59],
    description: '加厚透明玻璃花瓶，到手即可插花。',
  },
  {
    id: 'addon-chocolate',
    name: '巧克力礼盒·3粒装',
    picture: 'chocolate',
    price: [29, 39],
    description: '进口可可脂巧克力3粒，甜蜜加倍。',
  },
  {
    id: 'addon-card',
    name: '手写贺卡·复古款',
    picture: 'card',
    price: [6, 10],
    description: '花艺师手写您的祝福，复古烫金卡片。',
  },
  {
    id: 'addon-bear',
    name: '小熊玩偶',
    picture: 'bear',
    price: [49, 69],
    description: '柔软小熊玩偶，约20厘米，陪伴每一天。',
  },
];

export const ADD_ON_IDS = ADD_ONS.map((a) => a.id);
// Stored as the goods column holds them, made once for the thousands of bench rows.
const ALL_ADD_ONS = JSON.stringify(ADD_ON_IDS);
const CARD_ONLY = JSON.stringify(['addon-card']);

const ADD_ON_DELIVERY = '随花束一同配送';

/** The add-on goods, outside the catalogue's goods count. */
export function addOnGoods(now: number): GoodsTable[] {
  return ADD_ONS.map((a, i) => {
    const created = now - (100 - i) * DAY;
    const picture = addOnPicture(a.picture);
    const [nameEn = null, descriptionEn = null] = ADD_ONS_EN[a.id] ?? [];
    return {
      id: a.id,
      category_id: ADD_ON_CATEGORY.id,
      name: a.name,
      name_en: nameEn,
      flower_language_en: null,
      description_en: descriptionEn,
      sale_price: a.price[0] * 100,
      market_price: a.price[1] * 100,
      stock: 200,
      sales: 300 + i * 137,
      status: 'on_sale',
      cover: picture,
      pictures: JSON.stringify([picture]),
      tags: '[]',
      flower_language: '',
      materials: a.name,
      packaging: '',
      delivery_notes: ADD_ON_DELIVERY,
      materials_en: nameEn,
      delivery_notes_en: englishOf(DELIVERY_NOTES_EN, ADD_ON_DELIVERY),
      description: a.description,
      search_text: goodsSearchText({
        name: a.name,
        tags: [],
        flowerLanguage: '',
        categoryName: ADD_ON_CATEGORY.name,
        english: [nameEn, ADD_ON_CATEGORY.name_en],
      }),
      created_at: created,
      updated_at: created,
      spec_name: null,
      is_add_on: 1,
      add_on_ids: '[]',
    };
  });
}

interface HandWrittenOption {
  name: string;
  /** Sale and market price in yuan. */
  price: [number, number];
  stock: number;
  sales: number;
}

/** The hand-written goods sold in options; the first option keeps the goods' listed price. */
const HAND_WRITTEN_SPECS: Record<string, { specName: string; options: HandWrittenOption[] }> = {
  'goods-0006': {
    specName: '枝数',
    options: [
      { name: '11枝', price: [229, 289], stock: 80, sales: 420 },
      { name: '19枝', price: [329, 399], stock: 50, sales: 260 },
      { name: '33枝', price: [499, 599], stock: 20, sales: 96 },
      { name: '99枝', price: [1199, 1399], stock: 0, sales: 12 },
    ],
  },
  'goods-0023': {
    specName: '尺寸',
    options: [
      { name: '小', price: [279, 349], stock: 60, sales: 180 },
      { name: '中', price: [399, 469], stock: 40, sales: 110 },
      { name: '大', price: [529, 629], stock: 20, sales: 45 },
    ],
  },
};

/** Materials of the hand-written goods whose count moved into their options. */
export const HAND_WRITTEN_MATERIALS: Record<string, string> = {
  'goods-0006': '香槟玫瑰（枝数按所选规格），尤加利叶，茶色小菊',
};

function skuRow(goods: GoodsTable, n: number, option: HandWrittenOption): GoodsSkuTable {
  return {
    id: `${goods.id}-s${n + 1}`,
    goods_id: goods.id,
    name: option.name,
    name_en: englishOf(OPTION_NAMES_EN, option.name),
    sale_price: option.price[0] * 100,
    market_price: option.price[1] * 100,
    stock: option.stock,
    sales: option.sales,
    picture: null,
    sort: n + 1,
    removed_at: null,
    created_at: goods.created_at,
    updated_at: goods.created_at,
  };
}

const upPrice = (yuan: number, factor: number) => Math.round((yuan * factor) / 10) * 10 - 1;

/**
 * Options of a made-up goods: 小/中/大 at 1×, 1.5× and 2.2× its price, its stock split about ½, ⅓, ⅙. A second
 * generator draws them, so the goods row itself stays as the first generator made it.
 */
function madeUpOptions(goods: GoodsTable): HandWrittenOption[] {
  const rng = mulberry32(hashOf(`${goods.id}-skus`));
  const sale = goods.sale_price / 100;
  const market = goods.market_price / 100;
  const small = Math.floor(goods.stock * (0.45 + rng() * 0.1));
  const medium = Math.floor(goods.stock * (0.3 + rng() * 0.06));
  const sold = Math.floor(goods.sales * (0.3 + rng() * 0.3));
  return [
    { name: '小', price: [sale, market], stock: small, sales: Math.floor(sold * 0.5) },
    { name: '中', price: [upPrice(sale, 1.5), upPrice(market, 1.5)], stock: medium, sales: Math.floor(sold * 0.3) },
    {
      name: '大',
      price: [upPrice(sale, 2.2), upPrice(market, 2.2)],
      stock: goods.stock - small - medium,
      sales: Math.floor(sold * 0.2),
    },
  ];
}

/**
 * Gives a seeded goods its options and the add-ons it offers (decision 020), in place: hand-written fresh flowers
 * offer all four add-ons and other hand-written goods the card; every third made-up goods is sold 小/中/大 and offers
 * all four. The goods row keeps its cheapest option's price and its options' stock sum. Answers the option rows.
 */
export function giveOptions(goods: GoodsTable, madeUpIndex: number | null, freshFlowers: boolean): GoodsSkuTable[] {
  if (madeUpIndex === null) {
    goods.add_on_ids = freshFlowers ? ALL_ADD_ONS : CARD_ONLY;
    goods.materials = HAND_WRITTEN_MATERIALS[goods.id] ?? goods.materials;
    goods.materials_en = englishOf(MATERIALS_EN, goods.materials);
    const specs = HAND_WRITTEN_SPECS[goods.id];
    if (!specs) return [];
    const rows = specs.options.map((option, n) => skuRow(goods, n, option));
    goods.spec_name = specs.specName;
    goods.spec_name_en = englishOf(SPEC_NAMES_EN, specs.specName);
    goods.stock = rows.reduce((sum, r) => sum + r.stock, 0);
    return rows;
  }
  if (madeUpIndex % 3 !== 0) return [];
  goods.spec_name = '尺寸';
  goods.spec_name_en = englishOf(SPEC_NAMES_EN, '尺寸');
  goods.add_on_ids = ALL_ADD_ONS;
  return madeUpOptions(goods).map((option, n) => skuRow(goods, n, option));
}
