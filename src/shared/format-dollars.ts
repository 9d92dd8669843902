import { formatCount } from './format-count.js';

/** US dollars to the cent, with thousands separators ('$1,234.50'), and a sum below a cent as such ('under $0.01'). */
export function formatDollars(usd: number) {
  if (usd > 0 && usd < 0.005) return 'under $0.01';
  // To the nearest cent: toFixed alone writes 0.045, stored as 0.04499…, as $0.04.
  const [whole = '0', cents = '00'] = (Math.round(usd * 100) / 100).toFixed(2).split('.');
  return `$${formatCount(Number(whole))}.${cents}`;
}
