/** Input limits settled in DECISIONS.md ("Limits on input"). One place, used by forms and routes alike. */
export const LIMITS = {
  fullName: 100,
  email: 254,
  passwordMin: 6,
  passwordMax: 128,
  name: 200,
  longText: 2_000,
  outline: 10_000,
  content: 200_000,
  sectionsPerProject: 200,
  itemsPerGeneration: 20,
} as const;
