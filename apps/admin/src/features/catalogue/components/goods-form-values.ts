import type { AdminGoods, CreateGoodsRequest, UpdateGoodsRequest } from '@ffe/shared/contracts/admin-goods';
import { namePathOf } from '../../../lib/field-errors';

/** One option row of the editor; its picture is a one-picture list (the picture field's shape). */
export interface OptionValues {
  id?: string;
  name: string;
  salePrice: number;
  marketPrice: number;
  stock: number;
  picture?: string[];
}

/** The editor's form: every field of the goods, and whether it is sold in options. */
export interface GoodsValues {
  name: string;
  nameEn?: string | null;
  flowerLanguageEn?: string | null;
  descriptionEn?: string | null;
  categoryId: string;
  salePrice?: number;
  marketPrice?: number;
  stock?: number;
  onSale: boolean;
  flowerLanguage: string;
  materials: string;
  packaging: string;
  deliveryNotes: string;
  description: string;
  tags: string[];
  pictures: string[];
  useSpecs: boolean;
  specName?: string;
  options?: OptionValues[];
  addOn: boolean;
  addOnIds: string[];
}

export const NEW_GOODS: Partial<GoodsValues> = {
  onSale: true,
  tags: [],
  pictures: [],
  useSpecs: false,
  options: [],
  addOn: false,
  addOnIds: [],
  flowerLanguage: '',
  materials: '',
  packaging: '',
  deliveryNotes: '',
  description: '',
};

export const valuesOf = (g: AdminGoods): GoodsValues => ({
  name: g.name,
  nameEn: g.nameEn,
  flowerLanguageEn: g.flowerLanguageEn,
  descriptionEn: g.descriptionEn,
  categoryId: g.categoryId,
  salePrice: g.salePrice,
  marketPrice: g.marketPrice,
  stock: g.stock,
  onSale: g.status === 'on_sale',
  flowerLanguage: g.flowerLanguage,
  materials: g.materials,
  packaging: g.packaging,
  deliveryNotes: g.deliveryNotes,
  description: g.description,
  tags: g.tags,
  pictures: g.pictures,
  useSpecs: g.specs !== null,
  specName: g.specs?.name,
  options: (g.specs?.options ?? []).map(({ sales: _sales, picture, ...o }) => ({
    ...o,
    picture: picture ? [picture] : [],
  })),
  addOn: g.addOn,
  addOnIds: g.addOnIds,
});

/** The create (and update) request the form stands for; prices and stock are the options' when it has them. */
export const requestOf = (v: GoodsValues): CreateGoodsRequest => ({
  name: v.name,
  // Empty clears the English text, so the shop shows the Chinese one.
  nameEn: v.nameEn ?? null,
  flowerLanguageEn: v.flowerLanguageEn ?? null,
  descriptionEn: v.descriptionEn ?? null,
  categoryId: v.categoryId,
  status: v.onSale ? 'on_sale' : 'off_sale',
  flowerLanguage: v.flowerLanguage ?? '',
  materials: v.materials ?? '',
  packaging: v.packaging ?? '',
  deliveryNotes: v.deliveryNotes ?? '',
  description: v.description ?? '',
  tags: v.tags ?? [],
  pictures: v.pictures ?? [],
  addOn: v.addOn,
  addOnIds: v.addOn ? [] : (v.addOnIds ?? []),
  ...(v.useSpecs && !v.addOn
    ? {
        specs: {
          name: v.specName ?? '',
          options: (v.options ?? []).map(({ picture, ...o }) => ({ ...o, picture: picture?.[0] ?? null })),
        },
      }
    : { specs: null, salePrice: v.salePrice, marketPrice: v.marketPrice, stock: v.stock }),
});

/**
 * The save of a goods loaded as `loaded`: every field, with the version it was loaded at; a stock only where the
 * person changed it, sent with the count they saw, so a sale made meanwhile is never written over.
 */
export function updateRequestOf(v: GoodsValues, loaded: AdminGoods): UpdateGoodsRequest {
  const { stock, specs, ...fields } = requestOf(v);
  const shown = new Map((loaded.specs?.options ?? []).map((o) => [o.id, o.stock]));
  return {
    ...fields,
    id: loaded.id,
    version: loaded.version,
    ...(stock !== undefined && stock !== loaded.stock ? { stock, stockWas: loaded.stock } : {}),
    specs: specs && {
      ...specs,
      options: specs.options.map(({ stock: typed, ...option }) => {
        const was = option.id === undefined ? undefined : shown.get(option.id);
        if (option.id === undefined) return { ...option, stock: typed };
        return typed === undefined || typed === was ? option : { ...option, stock: typed, stockWas: was };
      }),
    },
  };
}

/** Where the form shows a server error naming a field (`specs.options.1.salePrice`, `pictures.0`). */
export function formFieldOf(field: string) {
  const path = namePathOf(field);
  const [head, second] = path;
  if (head === 'pictures' || head === 'addOnIds' || head === 'tags') return head;
  if (head === 'status') return 'onSale';
  if (head === 'specs' && second === 'name') return 'specName';
  if (head === 'specs' && second === 'options') return path.length > 3 ? ['options', ...path.slice(2)] : 'specName';
  if (head === 'specs') return 'specName';
  return [
    'name',
    'nameEn',
    'flowerLanguageEn',
    'descriptionEn',
    'categoryId',
    'salePrice',
    'marketPrice',
    'stock',
    'flowerLanguage',
    'materials',
    'packaging',
    'deliveryNotes',
    'description',
  ].includes(String(head))
    ? String(head)
    : undefined;
}
