/** What a catalogue entry of the cooler is (issue 44): a flower, or a material (paper, ribbon, foam). */
export const coolerStemKinds = ['flower', 'material'] as const;
export type CoolerStemKind = (typeof coolerStemKinds)[number];

/** What one unit of a stem is: a stem (枝), a bunch (扎), a sheet (张), a metre (米). */
export const coolerStemUnits = ['stem', 'bunch', 'sheet', 'metre'] as const;
export type CoolerStemUnit = (typeof coolerStemUnits)[number];

/** The bounds staff type within (PRODUCT.md#cooler-stems); the server and the console's forms both use them. */
export const COOLER_STEM_LIMITS = {
  NAME_MAX: 30,
  NAME_EN_MAX: 60,
  DETAIL_MAX: 30,
  SUBSTITUTION_GROUP_MAX: 30,
  BUNCH_SIZE_MAX: 500,
  VASE_LIFE_DAYS_MAX: 60,
  VALUE_CENTS_MAX: 1_000_000,
  BUNCH_PRICE_CENTS_MAX: 10_000_000,
  SUPPLIER_NAME_MAX: 30,
  SUPPLIER_CONTACT_MAX: 100,
} as const;

/** The bounds of a recipe (PRODUCT.md#cooler-recipes). */
export const COOLER_RECIPE_LIMITS = { LINES_MAX: 30, UNITS_MAX: 999 } as const;
