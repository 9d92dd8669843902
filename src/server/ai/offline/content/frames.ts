import type { SectionKind } from '../../book-context/section-role.js';

/**
 * What frames a section of each kind. Slots (README.md, 'Slots'): {book}, {noun}, {unit}, {units}, {section},
 * {audience}, {topic}, {focus}, {constraint}, {points}, {minutes}, {days}, {concept}. The reader's text reads as
 * finished; what only the author knows is asked for in author notes.
 */
export interface SectionFrame {
  /** The two paragraphs under the section's title. */
  opening: readonly [string, string];
  /** Without an outline: points written with the content type's templates (teaching and practice sections). */
  defaultPoints?: readonly string[];
  /** Without an outline: the section's own text (sections with a fixed job: introduction, FAQ, licence…). */
  defaultSections?: readonly FixedSection[];
  /** Whether the section carries the worked example when it uses its own text. */
  withExample: boolean;
  /** The last paragraph. */
  closing: string;
}

export interface FixedSection {
  heading: string;
  blocks: readonly FixedBlock[];
}

/**
 * A paragraph, a list with an optional line before it, or an author note: what only the author can add, left out
 * of the files by default (docs/decisions/0027-author-notes.md).
 */
export type FixedBlock = string | { intro?: string; items: readonly string[]; ordered?: boolean } | { note: string };

const TAKE_ACTION =
  'Before moving on, choose one action from this {section} and do it within the next 24 hours. Small, immediate action is what turns reading into results.';

const LICENSE_MAY = [
  'Edit, rewrite and rebrand the content, including the title and cover.',
  'Publish it under your own name as the author.',
  'Sell it, bundle it with other products or give it away as a bonus.',
  'Break it into articles, emails, social posts or course lessons.',
];

const LICENSE_MAY_NOT = [
  'Resell or give away the private label rights themselves.',
  'Claim copyright over the unedited original text.',
  'Use it in ways that break the law or the terms of the platform where you sell it.',
  'Make income or health claims that the content does not support.',
];

/** The last words of License Terms. */
export const LICENSE_CLOSING =
  'If you are unsure whether a use is allowed, ask before you publish; it is much easier than fixing it afterwards.';

/** How a PLR buyer makes the content their own, when their license lets them edit it. */
export const LICENSE_MAKE_IT_YOURS: FixedSection = {
  heading: 'Making the content your own',
  blocks: [
    {
      intro: 'PLR content sells best when buyers cannot tell it started as PLR. Before publishing:',
      ordered: true,
      items: [
        'Give it a new title and cover aimed at your own audience.',
        'Rewrite the introduction in your own voice, with a short story of your own.',
        'Add examples that fit {audience} and remove any that do not.',
        'Check every fact, figure and recommendation against current sources.',
        'Add one bonus of your own, such as a checklist, worksheet or short video.',
      ],
    },
    'An afternoon spent on these five changes usually does more for sales than any amount of promotion, because it turns a product many sellers share into one only you offer.',
  ],
};

/** Which terms apply: those of the date of purchase. */
export const LICENSE_UPDATES: FixedSection = {
  heading: 'Updates to these terms',
  blocks: [
    'The terms that apply are those in force on the date of your purchase; later changes do not take away rights you already have. Keep a copy of this page with your purchase receipt, so you can show what you bought if a platform or a customer ever asks.',
  ],
};

export const SECTION_FRAMES: Record<SectionKind, SectionFrame> = {
  opening: {
    opening: [
      'Welcome to {book}. This {noun} is for {audience} who want to make real progress with {topic}. {concept}',
      'This {section} sets out what to expect: {points}. Read it once now, then come back to it whenever you need to get your bearings.',
    ],
    defaultSections: [
      {
        heading: 'Who this {noun} is for',
        blocks: [
          '{book} is written for {audience} who want {topic} to work in real life, around {constraint}, not in an ideal week that never arrives. You need no special background: curiosity, a regular place in your week and a willingness to try things are enough.',
          {
            note: 'Say what a reader needs before starting (experience, time, tools or materials) and who this {noun} is not for, so the right readers recognise themselves.',
          },
        ],
      },
      {
        heading: 'The problem it solves',
        blocks: [
          'Most {audience} already know that {topic} matters. The problem is the gap between knowing and doing: advice written for someone else’s situation, plans that fall apart at the first setback and no clear way back once they do.',
          'This {noun} closes that gap one step at a time. Each {unit} takes one part of {topic}, explains it plainly and ends with something to do, so progress comes from practice rather than from reading alone.',
          {
            note: 'Name the problem this {noun} solves in your readers’ own words, and what your approach does differently from the usual advice.',
          },
        ],
      },
      {
        heading: 'What you will be able to do by the end',
        blocks: [
          'By the last {unit}, you will have a routine for {topic} that fits your life, a clear sense of what good results look like and a way to get back on track when a week goes wrong.',
          {
            note: 'List the three results a reader can expect: a first result within a week, the main skill or outcome of the {noun}, and what they will be able to do on their own afterwards.',
          },
        ],
      },
      {
        heading: 'How to get the most from it',
        blocks: [
          {
            items: [
              'Read one {unit} at a time and do its action before moving on.',
              'Keep a notebook or notes file for your answers, plans and weekly reviews.',
              'Start smaller than feels necessary; you can always add more.',
              'Expect a bad week and decide in advance how you will get back on track.',
            ],
            ordered: true,
          },
          'If you follow only one of these, make it the first. A {unit} read without its action rarely changes anything; a {unit} acted on, even imperfectly, usually does.',
        ],
      },
    ],
    withExample: true,
    closing:
      'Start with the next {unit} as soon as you can, ideally today. The first small step matters more than reading everything before you begin.',
  },
  body: {
    opening: [
      'This {section} of {book} focuses on {focus}. For {audience}, it is often the difference between knowing what to do and actually doing it, especially around {constraint}.',
      'We will work through {points}. Each part gives the main idea first, then something you can do straight away.',
    ],
    defaultPoints: [
      'Why this {section} matters',
      'The core method, step by step',
      'Common mistakes and how to avoid them',
      'Making it part of your week',
    ],
    withExample: true,
    closing: TAKE_ACTION,
  },
  practice: {
    opening: [
      'This {section} turns the ideas of {book} into action. Have a pen or a notes app ready: the prompts below are meant to be answered, not just read.',
      'Work through {points}. Give each about {minutes} minutes and be specific; vague answers produce vague plans.',
    ],
    defaultPoints: ['Where you are now', 'Your first small step', 'Planning for obstacles', 'Reviewing your progress'],
    withExample: true,
    closing: TAKE_ACTION,
  },
  'answer-key': {
    opening: [
      'This answer key gives model answers for the exercises in {book}. Use it after you have tried each exercise yourself; comparing your answer with a model is where most of the learning happens.',
      'It covers {points}. Your answers do not need to match word for word: what matters is that they are specific, realistic for {audience} and tied to a clear next action.',
    ],
    defaultSections: [
      {
        heading: 'How to use this answer key',
        blocks: [
          'Answer each exercise on your own first, without looking here. Then compare: not the wording, but whether your answer is as specific as the model, names a day and a time, and leads to one action. Where it falls short, rewrite it before moving on.',
          'If your answer is better suited to your situation than the model, keep yours. The models are built around {constraint}; your own constraints may call for different details.',
        ],
      },
      {
        heading: 'Model answers',
        blocks: [
          {
            ordered: true,
            items: [
              '**Where you are now:** a good answer names one measurable starting point, for example “I manage {topic} on two days out of seven”, rather than a general feeling such as “I am bad at it”.',
              '**Your first small step:** it takes {minutes} minutes or less, has a fixed day and time and could be done on a bad day. “Plan Sunday’s session at 7 pm for {minutes} minutes” qualifies; “do better this week” does not.',
              '**Planning for obstacles:** it names the most likely obstacle, often linked to {constraint}, and gives a concrete if-then plan: “If X happens, I will do Y instead.”',
              '**Reviewing your progress:** it uses one or two numbers, such as sessions completed or minutes spent, and ends with one change for next week, not a list of five.',
            ],
          },
        ],
      },
      {
        heading: 'Common gaps in answers',
        blocks: [
          {
            items: [
              'Answers too vague to act on: if you cannot picture yourself doing it, make it smaller and more concrete.',
              'Plans with no day or time attached: add them, or the plan will wait for a free moment that never comes.',
              'Reviews that list problems but no change: end every review with exactly one adjustment.',
              'Ambitious first steps: if it would not survive your hardest day, halve it.',
            ],
          },
          'Most answers improve with one rewrite. The aim is not a perfect answer but one you will act on within {days} days.',
        ],
      },
    ],
    withExample: true,
    closing:
      'If your answers differ a lot from these, that is useful information rather than failure: note where, and revisit the matching part of the {noun}.',
  },
  questions: {
    opening: [
      'These are the questions {audience} ask most often about {topic}, with short, practical answers.',
      'Each answer points you in the right direction; the {units} of this {noun} go deeper wherever you need more detail.',
    ],
    defaultSections: [
      {
        heading: 'How much time does {topic} really take?',
        blocks: [
          'Less than most people expect at the start. A first attempt fits into an afternoon, and regular practice works best in short sessions, a few times a week, rather than in one long one. What takes longest is rarely the work itself but getting started, which is why this {noun} keeps first steps small.',
          {
            note: 'Give a realistic range of time from your own experience, for a first attempt and once it has become routine.',
          },
        ],
      },
      {
        heading: 'What do I need before I start?',
        blocks: [
          'Less than the shops suggest. Start with what you already have, add only what the first steps call for and leave everything else until a real need shows. Buying too much too early is one of the most common and most expensive mistakes.',
          {
            note: 'List what a beginner really needs, what can wait and what not to buy too early; give prices only if you have checked them recently.',
          },
        ],
      },
      {
        heading: 'What if it goes wrong the first time?',
        blocks: [
          'Then you are in good company: early mistakes are normal, and they are the quickest way to learn what matters. Note what happened, change one thing and try again soon, while the first attempt is still fresh.',
          { note: 'Describe the problems people meet most often on a first attempt and how to recover from each.' },
        ],
      },
      {
        heading: 'How soon will I see results?',
        blocks: [
          'Small results come within the first week or two if you practise regularly; bigger ones build over a month or more. Judge progress by comparing your latest attempt with your first, not with someone else’s best.',
          {
            note: 'Say what a reader can expect after a week, a month and three months, without promising more than you can stand behind.',
          },
        ],
      },
      {
        heading: 'What if my situation is different?',
        blocks: [
          'Adapt the method rather than drop it. Every step in this {noun} can be made smaller, slower or simpler to fit around {constraint}; what matters is keeping the order and the regular practice.',
          { note: 'Name the situations where your advice changes, and what to do instead.' },
        ],
      },
      {
        heading: 'What is the single most important thing to do first?',
        blocks: [
          'Take one small step this week. Choose the easiest action in the first {unit}, put it in your calendar and do it; momentum from one finished step is worth more than any amount of planning.',
        ],
      },
    ],
    withExample: true,
    closing:
      'If your question is not here, the {unit} closest to it is the best place to look; most questions are answered where the topic first comes up.',
  },
  summary: {
    opening: [
      'In brief: {book} is for {audience} who want to make progress with {topic} in a way that fits around {constraint}. This summary gives the conclusions first and the reasoning after.',
      'It covers {points}.',
    ],
    defaultSections: [
      {
        heading: 'The core idea',
        blocks: [
          '{concept} Progress with {topic} comes from small, regular steps taken in the right order, not from bursts of effort.',
          { note: 'State the one idea the whole {noun} rests on, in a sentence a reader could repeat to a friend.' },
        ],
      },
      {
        heading: 'The method in brief',
        blocks: [
          {
            ordered: true,
            items: [
              'Decide what a good result looks like before you start.',
              'Take the smallest complete step towards it, and note what happened.',
              'Change one thing at a time, based on what you noted.',
              'Review each week, and keep what works.',
            ],
          },
          'Keep each step to one line here; the {units} of the {noun} give the detail.',
          { note: 'Replace the four steps with the steps of your own method, in order, one line each.' },
        ],
      },
      {
        heading: 'Why it works',
        blocks: [
          'It works because it is built for {audience} as they are, around {constraint}, rather than for an ideal reader with unlimited time and energy. Small steps are easy to start, regular reviews catch problems early and changing one thing at a time shows what really helps.',
          { note: 'Add what your approach does differently from the usual advice on {topic}.' },
        ],
      },
      {
        heading: 'What to do first',
        blocks: [
          'Choose the first step of the method, set a day and a time for it this week, and do it. A summary is most useful when it ends with something to do, not only something to know.',
        ],
      },
    ],
    withExample: true,
    closing:
      'If you read only this page, take the first step it names this week; the rest of the {noun} explains the detail when you need it.',
  },
  closing: {
    opening: [
      'You have reached the end of {book}. If you have worked through it, you now have what most {audience} lack: a clear plan for {topic} and a way back when the plan slips.',
      'This final {section} brings it together: {points}. Then it is over to you.',
    ],
    defaultSections: [
      {
        heading: 'What you have learned',
        blocks: [
          'Across this {noun} you have seen the same few ideas from different angles: start small, decide in advance, prepare for the hard days and review weekly. Together they turn {topic} from something you mean to do into something that happens, even around {constraint}.',
        ],
      },
      {
        heading: 'Your plan for the next 30 days',
        blocks: [
          {
            ordered: true,
            items: [
              '**Days 1–7:** pick the single most useful step from this {noun} and do it three times.',
              '**Days 8–14:** add a {minutes}-minute weekly review and change one thing based on it.',
              '**Days 15–21:** add a second step, but only if the first is running without effort.',
              '**Days 22–30:** look back at the month, keep what worked and write next month’s plan on one page.',
            ],
          },
          'Write the four stages in your calendar now, one reminder at the start of each week. A plan that lives only in this {noun} will be forgotten by next Tuesday.',
        ],
      },
      {
        heading: 'Keeping it going when a week goes wrong',
        blocks: [
          'Difficult weeks will come; the aim is not to avoid them but to shrink the routine instead of dropping it. Decide now what your minimum version is, the one you can do in ten minutes on the worst day, and use it whenever the full version is out of reach.',
          'Be patient with yourself. {Audience} who keep a modest routine for three months almost always end up further ahead than those who start big and stop.',
        ],
      },
    ],
    withExample: true,
    closing:
      'Start tomorrow with the smallest step on your plan. Come back to this {noun} whenever a week goes wrong; the method is designed to be picked up again, not followed perfectly.',
  },
  resources: {
    opening: [
      'The resources below support the work in {book}. They are grouped by what they help with rather than by brand, so you can choose what fits your budget and the tools you already use.',
      'The groups are {points}. Before adding anything new, check whether a tool you already have does the job.',
    ],
    defaultSections: [
      {
        heading: 'Planning and tracking tools',
        blocks: [
          'You need very little to apply this {noun}, and every extra tool is one more thing to maintain. Start with these and add others only when a specific problem calls for them:',
          {
            items: [
              '**A paper notebook or a notes app:** for plans, logs and weekly reviews; the simplest tool that works.',
              '**Your calendar:** block the sessions you plan, as you would any appointment, with a reminder.',
              '**A timer:** to keep sessions short and to measure how long things really take.',
              '**A simple spreadsheet:** once you want to see progress over several weeks at a glance.',
            ],
          },
        ],
      },
      {
        heading: 'Books and further reading',
        blocks: [
          'Look for books on habit formation and on {topic} written by practitioners rather than theorists: they give concrete routines, examples and numbers you can copy. Borrow before you buy; a library copy or a sample chapter is enough to tell whether a book fits your situation.',
          'Judge any reading by one test: after finishing it, can you name one thing you will do differently this week? If not, it was entertainment, which is fine, but not a resource.',
        ],
      },
      {
        heading: 'Templates and checklists',
        blocks: [
          'Ready-made templates save the most time when they match how you already work. Use the planners and checklists in this {noun} as they are for two weeks, then adapt them: remove the fields you never fill in and add the one you keep writing in the margin.',
        ],
      },
      {
        heading: 'Communities and support',
        blocks: [
          'Other {audience} are the best source of practical tips. Look for local groups, forums or online communities focused on {topic}, and prefer those where members share what they actually do over those that share only inspiration.',
          'Before you join, decide what you want from it, such as accountability or answers to specific questions, so that it saves time rather than costing it.',
          'If you prefer one-to-one help, an experienced friend or a coach reviewing your plan once a month can do more than any community. Ask them to look at your log, not only at your plan: the log shows what actually happens.',
        ],
      },
      {
        heading: 'Tracking your progress',
        blocks: [
          'The most useful resource is often the record you keep yourself. A two-line log after each session, with the date, what you did and one observation, becomes after a few weeks a personal guide to {topic} that no book can match: it shows which days work, which steps you skip and how long things really take.',
          'Review it for {minutes} minutes at the end of each week and again at the end of each month. Keep the monthly notes; they are the best starting point when you plan the next stage.',
        ],
      },
      {
        heading: 'Free versus paid',
        blocks: [
          'Free resources are enough to start and often enough to continue. Paying makes sense when it buys something specific: time saved every week, expert feedback on your own situation, or structure you have tried and failed to create alone. Before paying, write down what you expect to get and check after a month whether you got it.',
        ],
      },
      {
        heading: 'How to choose',
        blocks: [
          {
            items: [
              'Does it solve a problem you have right now, not one you might have later?',
              'Will you still use it in an ordinary week, around {constraint}?',
              'Does it cost less, in money and attention, than the problem it solves?',
            ],
          },
        ],
      },
    ],
    withExample: false,
    closing: 'Pick at most one new resource at a time and give it two weeks before judging it.',
  },
  author: {
    opening: [
      'The author wrote {book} for {audience} after seeing how often advice on {topic} ignores real lives and real constraints like {constraint}.',
      'This page covers {points}.',
    ],
    defaultSections: [
      {
        heading: 'Background',
        blocks: [
          'The author has worked with {topic} for years, alongside {audience}, and knows from experience where beginners get stuck and what gets them moving again.',
          {
            note: 'Write your background here: your name, how many years you have worked with {topic}, one or two credentials or results that matter to these readers, and your own starting point.',
          },
        ],
      },
      {
        heading: 'Why this {noun} was written',
        blocks: [
          '{book} began with a pattern seen again and again: {audience} who knew what to do but could not make it fit their lives. The goal was a {noun} that respects the reader’s time: small steps, concrete examples and nothing that needs a perfect week to work.',
          { note: 'Describe the moment or story that made you decide to write it, in two or three sentences.' },
        ],
      },
      {
        heading: 'What readers can expect',
        blocks: [
          'The approach is practical rather than theoretical: small steps that fit around {constraint}, worked examples from real weeks and tools that can be used the same day.',
          'Above all, the {noun} is meant to be used, not just read. Every {unit} ends with something to do, and readers who do those things, even imperfectly, are the ones who see results.',
          { note: 'Add one sentence on what makes your approach different from other advice on {topic}.' },
          {
            note: 'Add a recent head-and-shoulders photo with a plain background next to the bio: a clear, friendly photo builds more trust than any adjective. Keep the layout simple: name, photo, the short bio and one way to get in touch.',
          },
        ],
      },
      {
        heading: 'A short version for profiles and back covers',
        blocks: [
          {
            note: 'Write a two-to-three-sentence bio for listings, social profiles and the back cover: your name, one credential, one result (with a number if you have one) and this {noun}’s title.',
          },
        ],
      },
      {
        heading: 'How to get in touch',
        blocks: [
          'Readers are welcome to get in touch with questions and with their results; the author reads every message.',
          {
            note: 'Give your website or e-mail address and any social profile, course or newsletter that continues where this {noun} ends; check every link before you publish.',
          },
        ],
      },
      {
        heading: 'Credentials',
        blocks: [
          'The experience behind this {noun} is practical: years of working with {topic} and with people who, like its readers, had to make it fit around {constraint}.',
          {
            note: [
              'List the credentials worth mentioning, and keep the two that matter most to {audience} for the first sentence of the bio:',
              '',
              '- Qualifications or training related to {topic}.',
              '- Years of hands-on experience, and with whom.',
              '- Results you can point to: a number of clients, readers or students helped, or a personal milestone.',
              '- Where your work has appeared: publications, podcasts or events, if any.',
            ].join('\n'),
          },
        ],
      },
      {
        heading: 'Tips for writing this page',
        blocks: [
          {
            note: [
              'Tips for this page:',
              '',
              '- Keep it under 300 words; readers skim it.',
              '- Lead with the credential most relevant to {audience}, not the most impressive one.',
              '- Write in the third person for a professional tone, or the first person for a warmer one, and keep to one.',
              '- Include one specific, verifiable detail, such as a number, a place or a result, and a recent photo with a plain background.',
              '- End with a single clear way to get in touch.',
            ].join('\n'),
          },
        ],
      },
    ],
    withExample: false,
    closing: 'Thank you for reading {book}.',
  },
  license: {
    opening: [
      '{book} is sold with private label rights (PLR). This page sets out what you, as a buyer, may and may not do with it. Review these terms with a qualified lawyer before relying on them.',
      'The terms cover {points}.',
    ],
    defaultSections: [
      {
        heading: 'What you may do',
        blocks: [{ intro: 'As a buyer of the private label rights to {book}, you may:', items: LICENSE_MAY }],
      },
      {
        heading: 'What you may not do',
        blocks: [{ intro: 'To protect every buyer’s investment, you may not:', items: LICENSE_MAY_NOT }],
      },
      {
        heading: 'Attribution and responsibility',
        blocks: [
          'No attribution is required once you have edited the content and published it under your own name. If you keep substantial parts unchanged, check them for accuracy against current guidance on {topic} before publishing: as the publisher, you are responsible for what you sell.',
          'These terms summarise common PLR practice and are not legal advice. Have them reviewed before you rely on them, especially if you sell in several countries or on several platforms.',
        ],
      },
      LICENSE_MAKE_IT_YOURS,
      LICENSE_UPDATES,
      {
        heading: 'Rights of your customers',
        blocks: [
          'When you sell or give away your edited version, your customers receive personal use rights only: they may read and use the content themselves but may not resell, share or republish it. State this clearly on your sales page and inside the product, for example in a short notice on the copyright page.',
        ],
      },
      {
        heading: 'Frequently asked questions',
        blocks: [
          '**Can I sell it on marketplaces?** Yes, as long as the marketplace allows PLR-based products; some require substantial changes first, so check their rules.',
          '**Can I translate it?** Yes. A translation is an edit, and translated editions are a good way to reach a new audience.',
          '**Can I pass these rights to my own customers?** No. Your customers receive personal use rights only, unless you buy a licence that says otherwise.',
          '**Can I use parts of it in a course or a membership?** Yes. Splitting the content into lessons, emails or posts is allowed, as long as the parts are not sold as PLR themselves.',
          '**Do I have to change it before selling?** Not under these terms, but unchanged PLR competes with every other buyer’s copy. Even a new introduction, title and cover make a clear difference.',
        ],
      },
    ],
    withExample: false,
    closing: LICENSE_CLOSING,
  },
};

/** Extra material that lengthens a short section with a worked example, in the order it is added. */
export const FILLERS: readonly FixedSection[] = [
  {
    heading: 'Common mistakes to avoid',
    blocks: [
      {
        intro: 'Watch for these as you work through this {section}:',
        items: [
          'Trying to do everything at once instead of one step at a time.',
          'Skipping the basics because they look too simple.',
          'Copying someone else’s approach without adjusting it to {constraint}.',
          'Giving up after one attempt that did not go to plan.',
        ],
      },
      'Each of these is easy to fix once you notice it.',
      { note: 'Add the mistake you see most often among {audience}, and how to avoid it.' },
    ],
  },
  {
    heading: 'Quick checklist',
    blocks: [
      {
        intro: 'Before you close this {section}, check that:',
        items: [
          'You know the first step and when you will take it.',
          'You have what you need within reach.',
          'You know what a good result looks like.',
          'You know where to look in this {noun} if you get stuck.',
        ],
      },
      'If any of these is not yet true, that is your next action, before the next {section}.',
    ],
  },
  {
    heading: 'Questions to reflect on',
    blocks: [
      {
        intro: 'Take a few minutes with these:',
        items: [
          'Which part of this {section} fits your situation most easily, and which least?',
          'What would make the first step easier to start tomorrow?',
          'How will you know, in two weeks, that this is working?',
        ],
      },
      'Write your answers down; they are the best starting point when you come back to this {section}.',
    ],
  },
  {
    heading: 'Questions readers may ask',
    blocks: [
      'How long will this take, realistically? Less than it seems: a first attempt fits into one sitting, and practice goes best in short, regular sessions.',
      'What if it does not work the first time? That is normal. Note what happened, change one thing and try again soon.',
      'How will I know I am doing it right? Compare the result with what you set out to do; if they match more closely each time, you are.',
      {
        note: 'Replace these answers with your own, from experience, and add the question readers ask you most about this {section}.',
      },
    ],
  },
  {
    heading: 'Putting it together',
    blocks: [
      'Each part of this {section} is small on its own; together they make a routine you can repeat. Go through them in order the first time, then return to whichever part your last attempt showed needed work.',
      {
        note: 'Before publishing: replace every note in this draft with your own words, check every figure, name and claim against a source you trust, and ask one of the {audience} this {noun} is for to read it.',
      },
    ],
  },
];

/** The fill-in prompts of a practice section, one per point, each used once. */
export const PRACTICE_PROMPTS = [
  'write down one specific action you will take this week, and when. Your answer: ________',
  'describe where you are today, in two or three sentences. Your answer: ________',
  'name what could get in the way, and what you will do about it. Your answer: ________',
  'say how you will know it has worked. Your answer: ________',
  'choose the smallest version you could still manage on a bad day. Your answer: ________',
  'note one question you still have, and where you could find the answer. Your answer: ________',
] as const;
