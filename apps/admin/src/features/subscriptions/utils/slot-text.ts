/** A slot id as staff read it (`09-12` is 09:00–12:00); any other id as it is. */
export const slotText = (slot: string) => slot.replace(/^(\d\d)-(\d\d)$/, '$1:00–$2:00');
