import type { Localized } from './document';

/** The shop's story on the about page. */
export const ABOUT_STORY: Localized<string[]> = {
  'zh-CN': [
    '鲜花速递始于一间街角的小花店。我们相信，一束刚刚剪下的花，能替人说出许多说不出口的话。',
    '每天清晨，我们从产地直采当季鲜花，由花艺师当天设计、当天包扎，再由同城配送员送到收花人手中，让每一束花都带着清晨的露水。',
    '生日、纪念日、探望、致谢，或者只是想念——无论哪一种心意，我们都希望帮您准时、体面地送达。',
  ],
  en: [
    'Fresh Flower Express began as a small corner flower shop. We believe a bunch of freshly cut flowers can say much that is hard to put into words.',
    'Every morning we buy seasonal flowers straight from the growers; our florists design and wrap them the same day, and our couriers carry them across the city, so each bouquet still has the morning dew on it.',
    'Birthdays, anniversaries, get-well visits, thanks, or simply missing someone: whatever you want to say, we want to deliver it on time and beautifully.',
  ],
};
