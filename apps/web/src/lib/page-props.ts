/** Page props are the route's query parameters (spec §2). */
export type PageProps = Record<string, string | undefined>;
