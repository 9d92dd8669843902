/** The budget choices of the niche form, sent as the budget range text. */
export const BUDGET_RANGES = ['Low ($0–$500)', 'Medium ($500–$2,000)', 'High ($2,000+)'] as const;
