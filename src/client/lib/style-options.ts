import { COVER_STYLE_LABELS, COVER_STYLES } from '../../shared/catalog.js';

export const STYLE_OPTIONS = COVER_STYLES.map((style) => ({ value: style, label: COVER_STYLE_LABELS[style] }));
