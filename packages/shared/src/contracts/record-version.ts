import { z } from 'zod';

/** The version of the record the editor loaded; a save from an older one is refused (RECORD_CHANGED, issue 40). */
export const recordVersion = z.number().int().min(1);
