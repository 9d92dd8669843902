/**
 * A whole number with thousands separators, as en-US writes it: 12345 → '12,345'. Written out instead of
 * `toLocaleString`: a page's first Intl number format loads ICU data, tens of milliseconds of main thread on a
 * phone, which the dashboard's counters and every form schema would otherwise pay while the page loads.
 */
export const formatCount = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
