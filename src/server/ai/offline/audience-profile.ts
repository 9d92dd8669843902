/** Typical age and income of an audience, read from the words the user used to describe it. */
export interface AudienceProfile {
  age: string;
  income: string;
  /** What a typical week of this audience is squeezed by, for sentences about constraints. */
  constraint: string;
  /**
   * Whether this audience is short of time. Only then may a text speak of busy weeks or saving time: retirees,
   * students with their summers and teenagers are not assumed to be busy, nor is an audience nothing is known about.
   */
  shortOfTime: boolean;
}

const PROFILES: ReadonlyArray<[RegExp, AudienceProfile]> = [
  [
    /\b(teen|teenager|high school)/i,
    {
      age: '13–19',
      income: 'Little own income; parents often pay',
      constraint: 'school, exams and plenty of distractions',
      shortOfTime: false,
    },
  ],
  [
    /\b(student|college|university|graduate|grad)/i,
    {
      age: '18–26',
      income: 'Low income: student budgets and part-time work',
      constraint: 'deadlines that bunch up and a tight budget',
      shortOfTime: false,
    },
  ],
  [
    /\b(parent|mom|mum|dad|mother|father|family|families)/i,
    {
      age: '25–40',
      income: 'Middle income, household budget stretched by childcare',
      constraint: 'broken sleep and little free time',
      shortOfTime: true,
    },
  ],
  [
    /\b(retire|retiree|senior|older adult|grandparent|over 60|over 65|pensioner)/i,
    {
      age: '60–75',
      income: 'Fixed income from pensions and savings',
      constraint: 'a fixed income and energy that changes from day to day',
      shortOfTime: false,
    },
  ],
  [
    /\b(entrepreneur|founder|business owner|freelanc|solopreneur|consultant|coach|creator|agency)/i,
    {
      age: '28–50',
      income: 'Variable income; invests in what saves time or wins clients',
      constraint: 'client work, sales and admin competing for the same hours',
      shortOfTime: true,
    },
  ],
  [
    /\b(nurse|doctor|teacher|engineer|developer|programmer|manager|executive|professional|lawyer|accountant|employee|worker)/i,
    {
      age: '26–55',
      income: 'Upper-middle income; pays for convenience and expertise',
      constraint: 'long working days and little energy left in the evening',
      shortOfTime: true,
    },
  ],
];

const DEFAULT_PROFILE: AudienceProfile = {
  age: '25–54',
  income: 'Middle income; pays for clear, practical solutions',
  constraint: 'everyday life',
  shortOfTime: false,
};

/** Words with which users say themselves that their audience is short of time. */
const SAYS_BUSY = /\b(busy|time-poor|time-starved|overworked|overwhelmed|full-time|working|shift)/i;

export function profileAudience(audience: string): AudienceProfile {
  const profile = PROFILES.find(([pattern]) => pattern.test(audience))?.[1] ?? DEFAULT_PROFILE;
  return SAYS_BUSY.test(audience) ? { ...profile, shortOfTime: true } : profile;
}
