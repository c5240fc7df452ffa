/**
 * The tags offered as choices, kept as the Chinese word the shop stores; other languages translate them on display.
 * Any other tag is the member's own, shown as written.
 */
export const PRESET_TAGS = [
  { value: '家', label: 'address.tagHome' },
  { value: '公司', label: 'address.tagCompany' },
  { value: '学校', label: 'address.tagSchool' },
] as const;

/** The longest tag the address contract accepts. */
export const TAG_MAX_LENGTH = 10;

export type PresetTagLabel = (typeof PRESET_TAGS)[number]['label'];

/** The locale key of a preset tag, or undefined for a member's own tag. */
export function presetTagLabel(tag: string): PresetTagLabel | undefined {
  return PRESET_TAGS.find((preset) => preset.value === tag)?.label;
}
