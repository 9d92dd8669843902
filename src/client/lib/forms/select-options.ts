/** The product's catalogue lists as the choices of the forms' selects: a value sent, a label shown. */
import { BUDGET_RANGES, COVER_STYLE_LABELS, COVER_STYLES, TITLE_TONES } from '@shared/catalog';
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '@shared/schemas/content';

export const BUDGET_OPTIONS = BUDGET_RANGES.map((range) => ({ value: range, label: range }));

export const CONTENT_TYPE_OPTIONS = CONTENT_TYPES.map((type) => ({ value: type, label: CONTENT_TYPE_LABELS[type] }));

export const COVER_STYLE_OPTIONS = COVER_STYLES.map((style) => ({ value: style, label: COVER_STYLE_LABELS[style] }));

export const TITLE_TONE_OPTIONS = TITLE_TONES.map((tone) => ({
  value: tone,
  label: tone.charAt(0).toUpperCase() + tone.slice(1),
}));
