import { formatCount } from './format-count.js';

/** US dollars to the cent, with thousands separators ('$1,234.50'), and a sum below a cent as such ('under $0.01'). */
export function formatDollars(usd: number) {
  if (usd > 0 && usd < 0.005) return 'under $0.01';
  const [whole = '0', cents = '00'] = usd.toFixed(2).split('.');
  return `$${formatCount(Number(whole))}.${cents}`;
}
