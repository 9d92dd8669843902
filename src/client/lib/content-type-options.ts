import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '../../shared/schemas/content.js';

export const CONTENT_TYPE_OPTIONS = CONTENT_TYPES.map((type) => ({ value: type, label: CONTENT_TYPE_LABELS[type] }));
