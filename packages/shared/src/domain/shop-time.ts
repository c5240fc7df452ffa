import { SHOP_UTC_OFFSET_MS } from '../constants';

/** The shop's calendar day (UTC+8) at a moment, `2026-05-20`, wherever the server or the browser runs. */
export const shopDate = (at: number): string => new Date(at + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);
