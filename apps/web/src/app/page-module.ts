import type { ComponentType } from 'react';
import { loadTexts, type TextPart } from '../lib/i18n';
import type { PageProps } from '../lib/page-props';

/** What a page's chunk exports. */
export type PageModule = { default: ComponentType<PageProps> };

/** A page whose group's texts load with it, so they stay out of the first load. */
export const withTexts = (part: TextPart, load: () => Promise<PageModule>) => async (): Promise<PageModule> =>
  (await Promise.all([load(), loadTexts(part)]))[0];
