import { COVER_STYLES, type CoverStyle } from '../../shared/catalog.js';

const LABELS: Record<CoverStyle, string> = {
  professional: 'Professional',
  modern: 'Modern',
  minimalist: 'Minimalist',
  vibrant: 'Vibrant',
  bold: 'Bold',
  elegant: 'Elegant',
  creative: 'Creative',
  '3d': '3D',
  illustrated: 'Illustrated',
};

export const STYLE_OPTIONS = COVER_STYLES.map((style) => ({ value: style, label: LABELS[style] }));
