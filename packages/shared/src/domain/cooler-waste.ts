import { writeOffReasons } from './cooler-batches';

/** The reasons the waste report counts units under (issue 44): a write-off's own, and `other` for one that gave none. */
export const coolerWasteReasons = [...writeOffReasons, 'other'] as const;
export type CoolerWasteReason = (typeof coolerWasteReasons)[number];
