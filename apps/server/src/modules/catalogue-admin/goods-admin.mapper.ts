import type { AdminGoods, AdminGoodsRow } from '@ffe/shared/contracts/admin-goods';
import { toYuan } from '@ffe/shared/domain/money';
import { toGoodsSku } from '../catalogue/catalogue.module';
import type { ImageUrl } from '../platform';
import type { GoodsListRow, GoodsRow, GoodsSkuRow } from './goods-admin.repository';

/** A goods as the console's list shows it. */
export function toAdminGoodsRow(row: GoodsListRow, imageUrl: ImageUrl): AdminGoodsRow {
  return {
    id: row.id,
    name: row.name,
    cover: imageUrl(row.cover),
    categoryId: row.category_id,
    categoryName: row.category_name,
    salePrice: toYuan(row.sale_price),
    marketPrice: toYuan(row.market_price),
    stock: row.stock,
    sales: row.sales,
    status: row.status,
    hasSpecs: row.spec_name !== null,
    addOn: row.is_add_on === 1,
    updatedAt: row.updated_at,
  };
}

/** A goods as the editor reads it, with its live options. */
export function toAdminGoods(
  row: GoodsRow,
  categoryName: string,
  options: readonly GoodsSkuRow[],
  imageUrl: ImageUrl,
): AdminGoods {
  return {
    ...toAdminGoodsRow({ ...row, category_name: categoryName }, imageUrl),
    nameEn: row.name_en ?? null,
    flowerLanguageEn: row.flower_language_en ?? null,
    descriptionEn: row.description_en ?? null,
    flowerLanguage: row.flower_language,
    materials: row.materials,
    packaging: row.packaging,
    deliveryNotes: row.delivery_notes,
    description: row.description,
    tags: JSON.parse(row.tags) as string[],
    pictures: (JSON.parse(row.pictures) as string[]).map(imageUrl),
    specs:
      row.spec_name === null ? null : { name: row.spec_name, options: options.map((o) => toGoodsSku(o, imageUrl)) },
    addOnIds: JSON.parse(row.add_on_ids) as string[],
    createdAt: row.created_at,
    version: row.version ?? 1,
  };
}

/** What an audit entry keeps of a goods: the fields staff change, prices in yuan. */
export function goodsAuditSummary(goods: AdminGoods) {
  return {
    name: goods.name,
    nameEn: goods.nameEn,
    categoryId: goods.categoryId,
    salePrice: goods.salePrice,
    marketPrice: goods.marketPrice,
    stock: goods.stock,
    status: goods.status,
    tags: goods.tags,
    pictures: goods.pictures.length,
    specs: goods.specs && {
      name: goods.specs.name,
      options: goods.specs.options.map((o) => `${o.name} ¥${o.salePrice}/${o.marketPrice} ×${o.stock}`),
    },
    addOn: goods.addOn,
    addOnIds: goods.addOnIds,
  };
}
