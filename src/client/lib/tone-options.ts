import { TITLE_TONES } from '../../shared/catalog.js';

export const TONE_OPTIONS = TITLE_TONES.map((tone) => ({
  value: tone,
  label: tone.charAt(0).toUpperCase() + tone.slice(1),
}));
