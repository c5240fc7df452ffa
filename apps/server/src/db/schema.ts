/** Timestamps are epoch milliseconds; money is integer cents; flags are 0/1 on both databases. */
export interface CategoryTable {
  id: string;
  parent_id: string | null;
  name: string;
  icon: string;
  sort: number;
}

export interface GoodsTable {
  id: string;
  category_id: string;
  name: string;
  sale_price: number;
  market_price: number;
  stock: number;
  sales: number;
  status: 'on_sale' | 'off_sale';
  cover: string;
  /** JSON array of picture paths. */
  pictures: string;
  /** JSON array of tags. */
  tags: string;
  flower_language: string;
  materials: string;
  packaging: string;
  delivery_notes: string;
  description: string;
  /** Lower-cased name, tags, flower language and category, searched by substring. */
  search_text: string;
  created_at: number;
  updated_at: number;
}

export interface GoodsCommentTable {
  id: string;
  goods_id: string;
  user_id: string | null;
  nickname: string;
  avatar: string;
  anonymous: number;
  rating: number;
  content: string;
  /** JSON array of picture paths. */
  pictures: string;
  reply: string | null;
  reply_time: number | null;
  created_at: number;
}

export interface HomeLinkTable {
  id: string;
  slot: 'banner' | 'entry' | 'promotion';
  title: string;
  subtitle: string;
  image: string;
  link: string;
  sort: number;
}

export interface HotWordTable {
  word: string;
  sort: number;
}

export interface MetaTable {
  key: string;
  value: string;
}

export interface Database {
  categories: CategoryTable;
  goods: GoodsTable;
  goods_comments: GoodsCommentTable;
  home_links: HomeLinkTable;
  hot_words: HotWordTable;
  meta: MetaTable;
}
