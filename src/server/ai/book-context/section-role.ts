/** What a section does in the product, read from its name ('Chapter 3: Storage', 'FAQ', 'Answer Key'). */
export type SectionKind =
  | 'opening'
  | 'body'
  | 'practice'
  | 'answer-key'
  | 'questions'
  | 'summary'
  | 'closing'
  | 'resources'
  | 'author'
  | 'license';

export interface SectionRole {
  kind: SectionKind;
  /** The number of a numbered section ('Module 4' → 4). */
  number?: number;
  /** The unit word of a numbered section ('Module 4' → 'module'). */
  unit?: string;
  /** The section's own subject, when its name gives one ('Chapter 3: Storage' → 'Storage'). */
  subject?: string;
}

const NUMBERED =
  /^(chapter|module|step|exercise|template|lesson|part|unit|week|day)\s+(\d{1,4})\b\s*[:.\-–—]?\s*(.*)$/i;

const KIND_PATTERNS: ReadonlyArray<[SectionKind, RegExp]> = [
  ['answer-key', /\banswer key\b|\banswers\b|\bsolutions\b/i],
  ['practice', /\b(quiz|assignment|worksheet|reflection|action plan|exercises?|checklist|challenge|practice)\b/i],
  ['questions', /\b(faq|frequently asked|troubleshooting|questions|common problems)\b/i],
  ['opening', /\b(introduction|intro|preface|foreword|overview|how to use|getting started|prerequisites|welcome)\b/i],
  ['closing', /\b(conclusion|final thoughts|wrap[- ]up|next steps|closing|epilogue)\b/i],
  ['summary', /\b(summary|recap|key takeaways|at a glance)\b/i],
  ['resources', /\b(resources|further reading|bibliography|recommended tools|references)\b/i],
  ['author', /\babout the (author|instructor|creator)\b|\bbio\b/i],
  ['license', /\b(license|licence|usage rights|plr rights)\b/i],
];

function kindOf(text: string): SectionKind | undefined {
  return KIND_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0];
}

export function describeSection(sectionName: string): SectionRole {
  const name = sectionName.trim();
  const numbered = NUMBERED.exec(name);
  if (numbered) {
    const unit = (numbered[1] ?? '').toLowerCase();
    const subject = numbered[3]?.trim() || undefined;
    const kind = (subject && kindOf(subject)) || (unit === 'exercise' ? 'practice' : 'body');
    return { kind, number: Number(numbered[2]), unit, ...(subject ? { subject } : {}) };
  }
  const colon = name.indexOf(':');
  const subject = colon > 0 ? name.slice(colon + 1).trim() || undefined : undefined;
  return { kind: kindOf(name) ?? 'body', ...(subject ? { subject } : {}) };
}

/** What the section must do, in the words of the prompt. */
export const SECTION_GUIDANCE: Record<SectionKind, string> = {
  opening:
    'This section opens the product: say who it is for and the problem it solves, what the reader will be able to do by the end, how the product is organised (use the modules when given) and how to get the most from it. Earn trust with specifics, not hype.',
  body: 'This is a core teaching section: go deep on its subject with explanations, concrete steps, examples and the mistakes people make.',
  practice:
    'This is a practice section: give exercises, prompts or questions to work through, with clear instructions, cues for where to write (e.g. "Your answer: ____") and what a good answer looks like.',
  'answer-key':
    'This is an answer key: give model answers for the exercises of the product, with the reasoning behind each.',
  questions:
    'Answer the real questions and problems this audience runs into, each as a heading followed by a direct, specific answer.',
  summary:
    'Summarise the key ideas and decisions compactly for a reader in a hurry; lead with conclusions, then the reasoning.',
  closing:
    'This section closes the product: recap the transformation and the key ideas across the modules, then give a concrete plan for the next 7 to 30 days.',
  resources:
    'Recommend and annotate resources for this topic: kinds of tools, books, communities and templates. Do not invent URLs, prices or statistics; name only resources you are sure exist, otherwise describe what to look for.',
  author:
    'Write an author bio the creator can adapt: third person, credibility relevant to this topic and audience. Invent no facts: ask for the ones only the creator knows (name, credentials, story) in author notes.',
  license:
    'Write clear private label rights terms: what buyers may and may not do (rebrand, edit, resell, give away, claim authorship, sell the rights themselves), as lists, and advise reviewing them with a lawyer.',
};

const UNIT_PREFIX = /^(chapter|module|step|exercise|template|lesson|part|unit|week|day)\s+\d{1,4}\s*[:.\-–—]\s*/i;

/** A module title without its 'Chapter 3: ' prefix. */
export const stripUnitPrefix = (title: string) => title.trim().replace(UNIT_PREFIX, '');

/** The module of the product a numbered section covers ('Chapter 3' → the third module), if known. */
export function moduleForSection(role: SectionRole, modules: readonly string[] | undefined): string | undefined {
  if (role.number === undefined || !modules) return undefined;
  const title = modules[role.number - 1];
  return title ? stripUnitPrefix(title) : undefined;
}
