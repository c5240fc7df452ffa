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

export interface UserTable {
  id: string;
  role: 'customer' | 'staff' | 'admin';
  phone: string | null;
  username: string | null;
  password_hash: string | null;
  wechat_openid: string | null;
  nickname: string;
  avatar: string;
  gender: 'unknown' | 'male' | 'female';
  /** YYYY-MM-DD. */
  birthday: string | null;
  language: 'zh-CN' | 'en' | null;
  created_at: number;
  updated_at: number;
}

export interface SmsCodeTable {
  id: string;
  phone: string;
  ip: string;
  /** sha256 of phone and code: a leaked table gives away no codes. */
  code_hash: string;
  attempts: number;
  used_at: number | null;
  created_at: number;
  expires_at: number;
}

/** One row per issued token: revoking it or passing its expiry ends the token. */
export interface SessionTable {
  id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
}

export interface PasswordFailureTable {
  username: string;
  failures: number;
  locked_until: number;
}

export interface AddressTable {
  id: string;
  user_id: string;
  recipient: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
  tag: string;
  is_default: number;
  created_at: number;
  updated_at: number;
}

export interface FavouriteTable {
  user_id: string;
  goods_id: string;
  created_at: number;
}

export interface BrowseHistoryTable {
  id: string;
  user_id: string;
  goods_id: string;
  viewed_at: number;
}

export interface FeedbackTable {
  id: string;
  user_id: string;
  type: string;
  rating: number;
  content: string;
  /** JSON array of picture URLs. */
  pictures: string;
  contact: string;
  created_at: number;
}

export interface InvoiceTitleTable {
  id: string;
  user_id: string;
  kind: 'personal' | 'company';
  title: string;
  tax_number: string | null;
  created_at: number;
  updated_at: number;
}

export interface UploadTable {
  id: string;
  user_id: string;
  /** The name the file came with; it is stored under `stored_name`, a random one. */
  name: string;
  stored_name: string;
  mime: string;
  size: number;
  created_at: number;
}

export interface Database {
  categories: CategoryTable;
  goods: GoodsTable;
  goods_comments: GoodsCommentTable;
  home_links: HomeLinkTable;
  hot_words: HotWordTable;
  meta: MetaTable;
  users: UserTable;
  sms_codes: SmsCodeTable;
  sessions: SessionTable;
  password_failures: PasswordFailureTable;
  addresses: AddressTable;
  favourites: FavouriteTable;
  browse_history: BrowseHistoryTable;
  feedback: FeedbackTable;
  invoice_titles: InvoiceTitleTable;
  uploads: UploadTable;
}
