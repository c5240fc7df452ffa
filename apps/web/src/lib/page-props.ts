/** Page props are the route's query parameters (PRODUCT.md#shop-pages). */
export type PageProps = Record<string, string | undefined>;
