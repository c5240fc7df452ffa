/** What a page shares inside WeChat: the shop, or a goods with its picture and price. */
export type ShareSubject =
  | { kind: 'home'; picture: string | undefined }
  | { kind: 'goods'; name: string; salePrice: number; from: boolean; picture: string };
