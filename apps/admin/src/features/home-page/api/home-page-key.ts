/** Every query of this area starts with this key: any change refreshes the lists and the preview together. */
export const HOME_PAGE_KEY = ['home-page'] as const;
