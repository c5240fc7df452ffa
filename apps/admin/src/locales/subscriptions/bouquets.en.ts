import type { bouquetsZh } from './bouquets.zh-CN';

/** The week's bouquet texts in English (issue 45). */
export const bouquetsEn: typeof bouquetsZh = {
  series: 'Series',
  week: 'Week of {{from}} to {{to}}',
  due: '{{count}} due this week',
  fallback: 'Not set: the series’ own bouquet',
  title: 'Bouquet name',
  titleRequired: 'Enter the bouquet name',
  titleEn: 'English name',
  photo: 'Photo',
  photoRequired: 'Upload a photo',
  goods: 'Goods',
  size: 'Size',
  stems: 'Recipe stems',
  noRecipe: 'This size has no recipe yet',
  stem: '{{name}} × {{quantity}}',
  save: 'Save this week',
  saved: 'The week of {{week}} is saved',
  noSeries: 'No subscription series yet: create one under Plans first',
};
