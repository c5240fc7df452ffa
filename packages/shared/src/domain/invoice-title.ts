/** How long an invoice title (a person's or a company's name) may be, trimmed. */
export const INVOICE_TITLE_LENGTH = { min: 2, max: 60 } as const;

/** China's unified social credit code (纳税人识别号): 15 to 20 capital letters and digits. */
export const TAX_NUMBER_PATTERN = /^[0-9A-Z]{15,20}$/;
