const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/**
 * A size in bytes as people read it, in steps of 1024 with one decimal below 10: 0 → '0 B', 1536 → '1.5 KB',
 * 524288000 → '500 MB' (the storage quota's own words). Written out rather than through Intl, like formatCount.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${rounded} ${UNITS[unit]}`;
}
