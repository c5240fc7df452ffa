import { openedLazily } from '../ui/opened-lazily';

/** The spec sheet, loaded the first time it opens. */
export const LazySpecSheet = openedLazily(async () => (await import('./spec-sheet')).SpecSheet);
