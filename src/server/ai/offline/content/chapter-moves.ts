/**
 * The material of a chapter written for its place in a book: its opening, the parts ("moves") it is built from
 * and its ending. A pool holds the variants of one beat; a chapter takes one variant of each, turning with the
 * chapter's number. Pools have different sizes, so two chapters far apart rarely meet the same variants of many
 * beats at once, and neighbouring chapters never do.
 *
 * Slots (README.md, 'Slots'): {action} (what the reader learns to do, as after 'how to'), {goal} (the whole goal),
 * {name} (the chapter's subject, as after 'about'), {t} (the chapter's title as a noun, in headings), {title} (the
 * chapter's title as written, for author notes), {book}, {audience}, {topic}, {unit}, {units}, {noun}, {previous},
 * {next}, {count}, {minutes}, {days}, {constraint}, {gerund} (the action by its -ing form: 'deciding whether…'),
 * {item} (one thing a goal lists).
 */

export type Pool = readonly string[];

/** A list with a line before it and one after it; each item drawn from its own pool. */
export interface ListBeat {
  intro: Pool;
  items: readonly Pool[];
  /** The line after the list; none when left out. */
  after?: Pool;
  ordered: boolean;
}

/** A paragraph, a list, or one of several lists. */
export type Beat = Pool | ListBeat | { shapes: readonly ListBeat[] };

/**
 * A heading. One that uses the chapter's title says which titles it reads well with: any title that is a name
 * ('title'), only an -ing phrase ('gerund', 'Keeping your starter strong'), only a noun phrase ('noun'), or every
 * title, a question or clause included, where {name} follows a preposition ('any'). One without `needs` is built
 * from the goal's action and fits every chapter.
 */
export interface HeadingVariant {
  text: string;
  needs?: 'title' | 'gerund' | 'noun' | 'any';
}

export interface ChapterMove {
  headings: readonly HeadingVariant[];
  beats: readonly Beat[];
  /** What the author adds to this part, for the author note under it; each names the chapter's own subject. */
  notes: Pool;
}

export const OPENINGS = {
  first: [
    'Welcome to {book}. This first {unit} is about {name}: by the end of it you will be able to {goal}.',
    '{book} begins with {name}. By the end of this first {unit} you will be able to {goal}.',
  ],
  middle: [
    'This {unit} is about {name}. By the end of it you will be able to {goal}.',
    'The aim of this {unit} is that you can {goal}. It picks up where “{previous}” left off.',
    'Now that “{previous}” is behind you, the book turns to {name}. The aim is that you can {goal}.',
    'By the end of this {unit} you will be able to {goal}. Everything in it serves that one aim.',
    'With “{previous}” done, it is time for {name}. When you finish this {unit}, you should be able to {goal}.',
    'Here the subject is {name}. The aim is practical: that you can {goal}.',
    'This {unit} turns to {name}, and it has one aim: that by its last page you can {goal}.',
  ],
  last: [
    'This last {unit} is about {name}. By the end of it you will be able to {goal}, and the book will have done its job.',
    'The book ends with {name}. When you finish this {unit}, you will be able to {goal}.',
    'One {unit} remains, and it is about {name}. Its aim is that you can {goal}.',
  ],
} as const;

/** The first chapter also says whom the book is for and how it is built. */
export const BOOK_INTRODUCTIONS: Pool = [
  '{book} is written for {audience}. Its {count} {units} follow the order in which you will need them, so read them in order the first time; later, each one works on its own when you need a reminder.',
  'This {noun} is for {audience}. It has {count} {units}, each with one goal, and each builds on the one before, so the first read goes best from front to back.',
];

/** The second paragraph of an opening: why the chapter is worth the reader's effort. */
export const WHY_IT_MATTERS: Pool = [
  'For {audience}, this is where {topic} stops being an idea and becomes something you do. Read the {unit} through once, then come back to each part as you try it.',
  'Reading about it is the easy half. For {audience}, doing it with confidence takes a few honest attempts, and this {unit} is built around them.',
  'It is worth taking slowly. Once you can {action}, much of what follows gets easier for {audience}, and the mistakes it prevents are the kind that cost a whole day’s work.',
  'None of it needs special talent. {Audience} need a clear picture of the result, some practice and a way to tell whether they are getting closer, and the parts below give you each of those.',
  'You do not have to get it right the first time. What matters to {audience} is that each attempt teaches something, and this {unit} shows you what to look for.',
  'There is more than one good way to {action}. This {unit} gives {audience} one that works, explains why it works and leaves room to adapt it to {constraint}.',
  'If you have tried this before and it did not go well, you are in good company: many {audience} have. The usual reason is a skipped step rather than a lack of skill, and the parts below make each step visible.',
  'Of all the {units} in this {noun}, this is one for {audience} to read with a pencil in hand. The parts below are short, and each ends with something to do.',
  'Many {audience} skip this part and regret it later. It takes less time than it seems, and it makes the {units} that follow easier.',
  'Give this {unit} an afternoon rather than an evening. For {audience}, the reading is quick; the practice that makes it stick takes a little longer.',
  'What follows is practical, written for {audience} rather than for experts. Each part is short, and none asks for more than you can try this week.',
  'You may be tempted to skim this {unit}. Most {audience} find the first part shorter than it looks, so try it before you decide.',
  'Nothing here is complicated for {audience}, but the order matters. Follow it the first time, and change it later once you know why it is there.',
];

const IDEA: ChapterMove = {
  headings: [
    { text: 'What it takes to {action}' },
    { text: 'What {t} comes down to', needs: 'gerund' },
    { text: 'The basics of {t}', needs: 'title' },
    { text: 'Understanding {t}', needs: 'noun' },
    { text: 'What {t} asks of you', needs: 'gerund' },
    { text: 'A closer look at {name}', needs: 'any' },
  ],
  beats: [
    [
      'Every skill has a small core that everything else hangs on. Here that core is a clear picture of the result you want and one or two things you check along the way; the rest is detail you can add later.',
      'It helps to know why each step is there before you learn the steps. When you understand what each part does, you can adapt it when the day brings something different, instead of following instructions blindly.',
      'Think of this as a handful of decisions rather than a long list of rules. Each decision has a reason, and once you see the reason, you will make the decision well without having to look it up.',
      'Much of the advice you will find elsewhere is written for people with other goals. Here the focus is on what {audience} need in order to {action}, and nothing more.',
      'The idea is simpler than it first looks. Most of the difficulty comes from doing several new things at once, so this {unit} separates them and takes them one by one.',
      'What makes the difference is rarely a secret technique. It is a handful of basics done the same way every time, and knowing which of them matter most to you.',
      'Underneath the details sits one question: what result do you want, and what has to happen to get it? Keep that question in mind and the details fall into place.',
      'There is a reason behind each step, and it is worth a minute to learn it. A step you understand is one you can adjust; a step you only memorised breaks the first time something is different.',
    ],
    [
      'Start by noticing what you already do. You arrive here with habits of your own, some useful and some not, and a habit you can see is far easier to adjust than one you cannot.',
      'Keep the goal in view: you want to {action}. Anything in this {unit} that does not help with that can wait.',
      'A simple test helps. If you could explain to a friend, in two sentences, what you are doing and why, you understand it well enough to begin.',
      'It is normal for this to feel slow at first. Speed comes from repetition rather than from reading, and it comes sooner than most people expect.',
      'Write down, in one line, what a good result looks like to you. You will use that line again in the parts that follow.',
      'Expect the first results to be uneven. Uneven results are information: they show you which part to practise next.',
      'Be specific about what you want. A vague aim is hard to hit; a result you can see, count or check is not.',
      'Give yourself permission to be a beginner here. Every person who does this well once did it badly, and most of them remember it.',
    ],
    [
      'A useful way to start is to look at one finished result you admire and ask what decisions produced it. There are fewer than you expect, and each is one you can learn.',
      'If you remember one thing from this part, make it this: a clear aim and an honest check matter more than any single technique.',
      'Most of what follows is about making those decisions deliberately rather than by accident.',
      'The rest of this {unit} turns that idea into steps you can follow.',
      'It is also worth knowing what you can ignore for now. Fine details matter later; at this stage they mostly get in the way.',
    ],
  ],
  notes: [
    'Explain in two or three sentences what you do when you {action}, and why, in your own words.',
    'Add the figures you rely on in “{title}”: amounts, times, sizes or prices, checked before publishing.',
    'Add one thing you wish you had known when you first learned to {action}.',
  ],
};

const PREPARE: ChapterMove = {
  headings: [
    { text: 'Before you {action}' },
    { text: 'Getting ready for {t}', needs: 'title' },
    { text: 'What you need for {t}', needs: 'title' },
    { text: 'Setting up for {t}', needs: 'noun' },
  ],
  beats: [
    [
      'Most problems start before the work does. A few minutes of preparation, checking what you have and clearing space to work, save far more time than they take.',
      'Before you begin, gather everything you need and put it within reach. Stopping halfway to look for something is the most common way a good first attempt goes wrong.',
      'Decide in advance when you will {action}, and for how long. An attempt with a start and an end is far more likely to happen than one that waits for a free moment.',
      'Check what you already have before buying anything new. You can probably {action} with what you own today; buy more only when a clear gap shows.',
      'Preparation is also a decision about scale. Plan a small first attempt, one you could repeat the same day if it went wrong.',
      'Clear the space and the time first. Half the difficulty of a new skill disappears when nothing interrupts you while you practise it.',
      'Good preparation is boring, and that is its value. When the setting-up is done, all your attention can go to the work.',
      'Think through the attempt once before you start it, from the first step to the last. Anything you would have to stop for is something to prepare now.',
    ],
    {
      ordered: false,
      intro: [
        'Have these ready before you start:',
        'Three things to have ready:',
        'Set out, before you begin:',
        'Before the first attempt to {action}, have ready:',
        'A short list of what to have in place:',
        'What to have ready:',
      ],
      items: [
        [
          'one line on the result you want;',
          'a sentence you can check the result against;',
          'a clear idea of what finished looks like this time;',
          'the result you want, written down;',
          'the one thing you most want to get right;',
          'a picture of the result, from memory or a sketch;',
        ],
        [
          'everything you need, within reach;',
          'what you will use, laid out in the order you will use it;',
          'enough for one small attempt, not a full-size one;',
          'the tools and materials, all of them, where you can reach them;',
          'everything the first attempt needs, and nothing it does not;',
          'anything you would otherwise have to stop and fetch;',
        ],
        [
          'enough time to finish in one go.',
          'a place to write down what happens.',
          'a notebook for what you will change next time.',
          'time to finish without rushing.',
          'a clock or timer, so you learn how long each part takes.',
          'paper for notes, close by.',
        ],
      ],
    },
    [
      'If something is missing, note it and carry on with what you have; a first attempt rarely needs everything.',
      'Once everything is in place, start straight away, while the plan is fresh.',
      'If you can, leave the setup where it is between sessions; the less there is to set up, the sooner you practise again.',
      'This preparation takes a few minutes the first time and almost none once it becomes routine.',
      'Spend no more than a few minutes on it. Preparation is there to make the work easier, not to replace it.',
      'Write the list down the first time. After two or three attempts you will not need it.',
    ],
  ],
  notes: [
    'List exactly what a reader needs to {action}: tools, materials or information, with amounts where they matter.',
    'Say what a first attempt can leave out, and what it must not, in “{title}”.',
  ],
};

const LOOP: ListBeat = {
  ordered: true,
  intro: [
    'The way to {action} is the same on your first attempt and your fifth:',
    'Whatever the day brings, the method to {action} has the same five steps:',
    'Here is a method to {action} that works on the first attempt and keeps working after:',
    'To {action}, work through these steps in order:',
  ],
  items: [
    [
      '**Picture the result.** Write one line on what it looks like when it works. That line is your test for every step below.',
      '**Name the result.** Before you start, say what you want to see at the end, as precisely as you can.',
      '**Decide what done looks like.** One sentence is enough, as long as you could check it at the end.',
    ],
    [
      '**Set up first.** Have everything within reach before you begin, so the attempt is not interrupted halfway.',
      '**Prepare everything.** Lay out what you need in the order you will need it.',
      '**Get ready.** Clear the space, gather what you need and put your notes where you can see them.',
      '**Lay it out.** Put everything you need in front of you before the first step, not during it.',
    ],
    [
      '**Start small.** Make the first attempt small enough to finish in one sitting and cheap enough to get wrong.',
      '**Do a small version.** A half-size first attempt shows the same problems as a full one, at half the cost.',
      '**Try it once, slowly.** Speed comes later; the first time, notice what each part of the work does.',
      '**Go through it once without stopping.** Finish the attempt even if a part goes wrong; the whole picture teaches more than a perfect half.',
      '**Make a first attempt.** Keep it modest, and give it your full attention from start to finish.',
    ],
    [
      '**Compare.** Hold the result against the line you wrote, and note one thing that matched and one that did not.',
      '**Check the result.** Look at what you made against what you wanted, and write down the difference in one line.',
      '**Look honestly.** Say what worked, what did not and what you would do differently.',
      '**Measure what you can.** Where you can count, weigh or time something, do; a number is easier to improve than an impression.',
      '**Review it straight away.** While the attempt is fresh, note what surprised you.',
      '**Judge it against your aim.** Not against a photo or someone else’s result, but against the line you wrote at the start.',
    ],
    [
      '**Change one thing.** Next time, change only what did not match, so you can see what made the difference.',
      '**Adjust and repeat.** Change a single thing and try again, ideally within a day or two.',
      '**Repeat with one change.** One change per attempt tells you exactly what helped.',
      '**Try again soon.** A second attempt within a few days builds on the first while it is fresh.',
      '**Keep what worked.** Repeat the parts that went well exactly, and change the one part that did not.',
      '**Go again, a little bigger.** When a small attempt works twice, scale it up one step.',
      '**Write it down, then repeat.** Note what you changed and why, and do it again.',
    ],
  ],
  after: [
    'Three rounds of this teach more than a week of reading. Keep your notes from each round; together they become your own guide.',
    'The steps look obvious written down. What makes them work is doing all five, every time, including the dull ones.',
    'After a few rounds the steps become automatic, and you will find yourself checking the result without being told to.',
    'Most people find that the third attempt is the one that works. Plan for three from the start, and the first two stop feeling like failures.',
    'What changes from one attempt to the next is what you look for at the check; the steps stay the same.',
  ],
};

const THREE_PARTS: ListBeat = {
  ordered: true,
  intro: [
    'It is easier to {action} once you see that the work is three smaller jobs, each with its own finish line:',
    'The work of this {unit} splits into three parts, each with its own finish line:',
    'To {action}, think of the work in three parts:',
  ],
  items: [
    [
      '**What comes before.** The preparation: what you gather, set up or decide so the main work runs without stops.',
      '**Before.** Everything that happens ahead of the main work: planning, gathering and setting up.',
      '**The preparation.** Deciding what you want, and having what you need within reach.',
      '**Getting set.** The few minutes in which you check your aim, your time and your materials.',
      '**First things first.** Clear the space and decide what result you are working towards.',
    ],
    [
      '**The main work.** The part most people picture when they think of this skill. Do it in one go where you can, and time it the first time.',
      '**During.** The work itself, done at a steady pace rather than a fast one.',
      '**The work itself.** Give it your full attention and leave improvements for the next attempt.',
      '**The doing.** Work steadily from start to finish, without stopping to fix small things.',
      '**The middle.** The longest part, and the one that goes best when the first part was done well.',
    ],
    [
      '**What comes after.** Checking, tidying up and noting what to do differently. It is the part most often skipped, and the one that makes the next attempt better.',
      '**After.** Looking at the result, noting what to change and putting things away ready for next time.',
      '**The review.** Five minutes with the result and your notes, deciding on one change.',
      '**Looking back.** A short, honest look at what you made, while you still remember how you made it.',
      '**Closing up.** Putting things away, and writing the one line that will help next time.',
    ],
  ],
  after: [
    'When something goes wrong, ask which of the three parts it came from. Most problems that show up in the main work started in the preparation.',
    'Give each part its own attention. Skipping the first or the last to save time is the usual reason the middle goes wrong.',
    'Time each part the first time. The numbers will tell you where your effort really goes.',
    'Once each part feels familiar, the whole runs together, and you will stop thinking of it as three jobs.',
  ],
};

const SESSION: ListBeat = {
  ordered: true,
  intro: [
    'A first session of about {minutes} minutes is enough to {action} once, from start to finish. One way to spend it:',
    'Set aside {minutes} minutes for a first session. This is one way to use them to {action}:',
    'One unhurried session of {minutes} minutes is enough for a first try. Split it like this:',
  ],
  items: [
    [
      '**The first few minutes:** read through what you are about to do and lay out what you need.',
      '**To begin:** reread the steps and set out everything you need.',
      '**First:** clear the space and decide what you want to see at the end.',
      '**At the start:** check you have everything, and set a timer for the session.',
      '**Opening minutes:** a quick look at your notes from last time, if there are any.',
    ],
    [
      '**The middle of the session:** do it slowly, without stopping to perfect any single part.',
      '**Most of the time:** do the work, steadily, from start to finish.',
      '**Then:** work through it once, at an easy pace, and resist the urge to start over.',
      '**The main block:** the work itself, with the book open if you need it.',
      '**Next:** one full attempt, as calmly as you can manage.',
    ],
    [
      '**The last few minutes:** look at what you made and write down what surprised you.',
      '**To finish:** look at the result and note one thing to change next time.',
      '**At the end:** tidy up, and write two lines: what worked, and what you will try differently.',
      '**Before you stop:** compare the result with what you wanted, and choose one change.',
      '**Last of all:** a minute of notes, while the details are still fresh.',
    ],
  ],
  after: [
    'Do not judge the skill by the first session. The second, a day or two later, is where it starts to feel familiar.',
    'If the session runs over, note which part took longest; that is the part to practise.',
    'A short session you finish beats a long one you abandon, so keep to the time you set.',
    'Repeat the session two or three times before you change its shape.',
  ],
};

const THREE_QUESTIONS: ListBeat = {
  ordered: true,
  intro: [
    'Three questions decide how you {action}. Answer them before you start, and most of the choices that follow make themselves:',
    'Before you {action}, answer three questions:',
    'Three questions settle most of the choices you will face as you learn to {action}:',
  ],
  items: [
    [
      '**What is it for?** The result you want decides how much care each step needs. A first try for yourself needs less than one that others will see or pay for.',
      '**What do you want at the end?** Be specific: something you could point to or check.',
      '**Who is it for?** Work for yourself can be rough; work for others needs a higher standard and more time.',
      '**Why now?** Knowing what the result is for tells you how much it matters that it is right first time.',
      '**What would make it a success?** Name it before you start, not after you see the result.',
    ],
    [
      '**What do you already have?** Start from the tools, materials and habits you have now, and change them only when a clear gap shows.',
      '**What can you use that you already own?** Most first attempts need less than the shops suggest.',
      '**What is missing?** List only what you cannot do without, and get that first.',
      '**What is your starting point?** Be honest about what you can already do; it decides where you begin.',
      '**How much time do you have?** Plan the attempt to fit it, rather than hoping it will.',
    ],
    [
      '**How will you know it worked?** Choose one sign you can check at the end, something you can see, count or measure, rather than a feeling.',
      '**What will you check at the end?** One clear sign is enough to tell you whether to change something next time.',
      '**When will you stop?** Decide in advance what good enough for now looks like.',
      '**What would you change next time?** Answer it straight after the attempt, while it is fresh.',
      '**How will you measure it?** A number, a photo or a comparison with last time all work.',
    ],
  ],
  after: [
    'Write the three answers at the top of a page and keep it beside you while you work. When you are unsure what to do next, the answers usually say.',
    'Your answers will change as you get better, and that is the point: come back to the three questions every few attempts.',
    'If two answers pull in different directions, the first one wins: the purpose decides.',
    'Most hesitation disappears once the three answers are written down.',
  ],
};

const WEEK: ListBeat = {
  ordered: false,
  intro: [
    'This is learned over several short sessions rather than one long one. A week of practice could look like this:',
    'A week is a good length of time to learn to {action}. One way to spread it out:',
    'Spread the practice over a week rather than one long day:',
  ],
  items: [
    [
      '**Day 1:** read this {unit} to the end and decide what you will try first.',
      '**Day 1:** read, plan and set out what you need.',
      '**Day 1:** read the {unit} once, then write down the one thing you will try.',
      '**Day 1:** gather what you need and decide on a small first attempt.',
    ],
    [
      '**Day 2:** {action} once, at a small scale, and write down what happened.',
      '**Day 2:** make a first, small attempt and note the result.',
      '**Day 2:** a first try, slowly, with the book open beside you.',
    ],
    [
      '**Days 3 and 4:** repeat it, changing one thing each time.',
      '**Days 3 and 4:** two more attempts, each with one change.',
      '**Days 3 and 4:** try again each day, and keep what worked.',
    ],
    [
      '**Day 5:** do it at the size you really need, without the book open.',
      '**Day 5:** a full-size attempt, with your notes beside you and the book closed.',
      '**Day 5:** a full attempt from start to finish, at your normal pace.',
    ],
    [
      '**Day 6 or 7:** read back through your notes and mark what you will keep doing.',
      '**At the weekend:** look back at the week and decide what to keep.',
      '**Day 6 or 7:** rest, then read your notes and choose one thing to improve next week.',
    ],
  ],
  after: [
    'If a day is missed, pick up where you stopped rather than starting the week again; what matters is that each session builds on the one before.',
    'Keep each session short. Fifteen focused minutes a day do more than two hours once a week.',
    'By the end of the week, put the first and the last result side by side.',
  ],
};

const METHOD: ChapterMove = {
  headings: [{ text: 'How to {action}' }, { text: '{Action}, step by step' }],
  beats: [{ shapes: [LOOP, THREE_PARTS, SESSION, THREE_QUESTIONS, WEEK] }],
  notes: [
    'Replace the general steps with your own method to {action}: the exact amounts, times or settings you use.',
    'Add a photo, diagram or table of the steps in “{title}” where it is easier to show than to tell.',
    'Say how long each step takes a beginner who wants to {action}, from your own experience.',
  ],
};

const PITFALLS: ChapterMove = {
  headings: [
    { text: 'Common mistakes when you {action}' },
    { text: 'When {t} goes wrong', needs: 'gerund' },
    { text: 'Mistakes to avoid with {t}', needs: 'title' },
    { text: 'Where {t} can trip you up', needs: 'title' },
  ],
  beats: [
    {
      ordered: false,
      intro: [
        'A few mistakes come up again and again when people first {action}:',
        'Watch for these as you practise:',
        'When a result disappoints, the cause is usually one of these:',
        'Most setbacks here come from a short list of causes:',
        'These are the mistakes that slow most people down at this stage:',
        'Two mistakes account for most disappointing results here:',
        'If an attempt to {action} goes wrong, look here first:',
      ],
      items: [
        [
          '**Doing too much at once:** a perfect result on the first attempt leaves no room to notice what each part does, so do one part well, then add the next.',
          '**Skipping the preparation:** many failed attempts are lost before they begin, to a missing tool, a rushed start or an unclear aim.',
          '**Waiting for the perfect moment:** conditions are never ideal, and a small attempt today teaches more than a perfect one that never happens.',
          '**Copying someone else’s way exactly:** what works for another person may not work for you, so adapt it to {constraint}.',
          '**Buying before learning:** new tools rarely fix a problem of method, so find out what the problem is before you spend money on it.',
          '**Judging too early:** the first result is rarely a fair guide, so give it three honest attempts before you decide what is not working.',
          '**Starting too big:** a full-size first attempt costs more and teaches no more than a small one.',
          '**Working from memory too soon:** keep the steps in front of you until you have done them a few times without a slip.',
        ],
        [
          '**Changing several things at once:** if the result improves after three changes, you will not know which one helped, so change one thing per attempt.',
          '**Ignoring what went right:** when something fails it is tempting to change everything, but keep what worked and change only what did not.',
          '**Not writing anything down:** without notes every attempt starts from zero, and one line per attempt is enough to avoid it.',
          '**Rushing the last step:** the end of the work is where care pays most and impatience shows most.',
          '**Leaving out the check:** if you never compare the result with what you wanted, you cannot improve it.',
          '**Practising only what you are good at:** it feels productive and teaches little, so spend most of a session on the part that goes wrong.',
          '**Stopping after one bad result:** one poor attempt says little about the next, as long as you know what to change.',
          '**Blaming the tools:** better equipment helps later, but at this stage the method matters far more.',
        ],
      ],
      after: [
        'None of these is a sign that this is not for you. Each is easy to fix once you notice it.',
        'If you recognise yourself in one of these, good: you have found the next thing to work on.',
        'Most people make all of these at some point. The difference is how quickly they notice.',
        'Pick the one you are most likely to make, and keep it in mind the next time you {action}.',
        'Each of these costs an attempt or two, not more, as long as you notice it.',
        'Read the list again after your next attempt; one of them will probably look familiar.',
        'Both are habits rather than failings, and habits change with a little attention.',
      ],
    },
  ],
  notes: [
    'Add the mistake you see most often when people {action}, how to spot it early and how you fix it.',
    'Describe an attempt that went wrong, with a photo if you have one, and what caused it: readers of “{title}” learn most from it.',
  ],
};

const CHECK: ChapterMove = {
  headings: [
    { text: 'How to tell you can {action}' },
    { text: 'Checking your progress with {t}', needs: 'title' },
    { text: 'Signs that {t} is working', needs: 'gerund' },
    { text: 'Signs of progress with {t}', needs: 'noun' },
    { text: 'What you should now know about {name}', needs: 'any' },
  ],
  beats: [
    [
      'You are ready to move on when you can {action} twice in a row and get a result you are happy with, without checking the book in between.',
      'The surest sign of progress is that it starts to take less thought. Steps you once had to look up happen in the right order on their own.',
      'Compare your latest attempt with your first. If you can see the difference, and say what caused it, you have learned what this {unit} set out to teach.',
      'Ask yourself three questions: did it work, could I do it again tomorrow, and could I explain it to someone else? Two honest yeses are enough to move on.',
      'Progress shows first in the mistakes you stop making. When an old problem no longer appears, you have learned something, even if the result is not yet what you want.',
      'A good test is to try it on an ordinary day, tired or short of patience. If the result still holds up, the skill is yours.',
      'Look for consistency rather than one great result. Three decent attempts in a row say more than a single lucky one.',
    ],
    [
      'If you are not there yet, do not push on. Another attempt or two now saves much more time later in the book.',
      'Keep your notes from these attempts. They are a record of how you learned, and they help when something goes wrong later.',
      'When it works, note what you did differently. That note is worth more than any general advice, because it is about your own way of working.',
      'Ask someone you trust to look at the result too. A second pair of eyes notices what yours have got used to.',
      'Do not wait for perfect. Good enough to build on is the standard for moving on, and you will keep improving as you go.',
      'If one part still gives you trouble, practise that part on its own for a session before trying the whole again.',
    ],
    [
      'A simple log makes this easy: the date, what you did, how it turned out and one thing to change.',
      'If you are unsure, wait a day and look again. Results often look different once the effort of making them has faded.',
      'It can help to keep your first attempt. In a month it will show your progress better than any description.',
      'Progress is rarely steady. Expect a few attempts that seem to go backwards; they usually come just before a step forward.',
      'When you can explain what changed between your first attempt and your latest, you are ready to move on.',
      'Be fair to yourself when you judge: compare your result with where you started, not with an expert’s.',
    ],
  ],
  notes: [
    'Describe what a good result looks like when someone can {action}, so readers know when they have got it right.',
    'Add a photo of a finished result for “{title}”, or the checklist you use yourself.',
  ],
};

const HABIT: ChapterMove = {
  headings: [
    { text: 'Learning to {action} without the book' },
    { text: '{T} week by week', needs: 'title' },
    { text: 'Coming back to {name}', needs: 'any' },
  ],
  beats: [
    [
      'A skill fades if it is used once and put away. Plan to practise again within a few days, while the details are fresh, and then at a steady rhythm.',
      'Give it a fixed time in your week rather than waiting until you feel like it. A set day and time turn it from something you mean to do into something you do.',
      'Start with a small, regular version that you can keep up around {constraint}. Once it runs without effort, make it bigger.',
      'The first few repetitions feel slow. By the fifth, most steps happen on their own, and your attention is free for the details that make the result better.',
      'Tie it to something you already do each week. A new habit sticks best when it follows an old one.',
      'Keep a short record of each time you practise: the date, what you did and one observation. After a month it shows what your memory will not.',
      'Expect gaps. A missed week is not a reason to start over; pick up at the step where you stopped.',
    ],
    [
      'Within {days} days, aim to {action} without looking anything up.',
      'Over the next {days} days, try to {action} at least three times, and write one line about each attempt.',
      'Set yourself a small target for the next {days} days: three attempts, each a little better than the last.',
      'Over the next {days} days, come back to it twice, and the third time will feel familiar.',
      'Put two short practice sessions in your calendar for the next {days} days, and keep them.',
    ],
    [
      'Keep the setup simple, so that starting takes a minute rather than ten. The easier it is to begin, the more often you will.',
      'Decide now what you will do in a week when practice is hard to fit in: a shorter session, not a skipped one.',
      'Some weeks will go better than others. What counts is the number of weeks in which you practised at all.',
      'A little regular practice keeps the skill fresh for the {units} ahead, where you will build on it.',
      'Share what you make with someone now and then. It gives you a reason to finish, and a second opinion on the result.',
      'If you lose the thread, go back to the first attempt you made and repeat it; the familiarity returns quickly.',
    ],
  ],
  notes: [
    'Suggest a realistic rhythm for practising what “{title}” teaches: how often, for how long and when to move on.',
  ],
};

const EXAMPLE: ChapterMove = {
  headings: [
    { text: 'An example: learning to {action}' },
    { text: '{T} in practice', needs: 'title' },
    { text: 'An example: a first go at {name}', needs: 'any' },
    { text: 'A first attempt at {t}', needs: 'title' },
  ],
  beats: [
    [
      'Picture a first attempt. You have read this far, you set aside {minutes} minutes and you try to {action}. Some of it works and some does not, and the part that did not is the useful one: it tells you exactly what to practise next. On the second attempt you change that one thing, and the result is visibly better.',
      'It often goes like this. The first time you {action}, you follow the steps closely and the result is uneven. The second time you skip the preparation because it felt slow, and the result is worse. The third time you prepare properly and take your time over the last step, and it works.',
      'Imagine two readers learning to {action}. One reads the whole {unit} twice and then tries once. The other tries after the first read, gets it half right, rereads the part that went wrong and tries again. A week later, the second reader is usually well ahead.',
      'Take a reader who wants to {action} and has one free evening. They read this {unit}, set out what they need and make a small first attempt. It is not right, but they can say why, and that is the point: the second attempt, two days later, fixes the one thing they noted.',
      'Consider what happens when someone tries to {action} with no plan at all. They start in the middle, stop to look for what they need and end with a result they cannot explain. The same person, with the steps above and a small first attempt, ends with a result they can improve, because they know what they did.',
      'Think of a first attempt as a rehearsal. Say you try to {action} on a quiet afternoon, at half the usual size. Nothing much depends on it, so you can stop, look and take notes, and by the time it matters the steps are already familiar.',
      'Here is a common pattern. A first attempt to {action} goes better than expected, the second goes worse, and the third settles somewhere in between. That middle result is the real starting point: it shows what you can do reliably, and that is what to build on.',
    ],
    [
      'The lesson is not that the first attempt failed, but that it showed what to change.',
      'Notice what made the difference: not talent, but one small, deliberate change at a time.',
      'The same pattern holds for almost every skill in this {noun}, and knowing it makes the early attempts easier to accept.',
      'Keep that picture in mind when your own first attempt is uneven; it is a normal step, not a verdict.',
      'What matters in the example is the order: attempt, look, change one thing, try again.',
      'Your own version will differ in the details, but the shape is likely to be the same.',
      'If your first attempt goes better than this, good; if it goes worse, the same steps still apply.',
    ],
  ],
  notes: [
    'Replace this example with a real one: someone, you or a reader with their permission, learning to {action}, with what they tried, what went wrong and how it turned out.',
  ],
};

/** One thing the goal lists to weigh up, under its own heading ({item}, {Item}). */
export const ASPECT: readonly Pool[] = [
  [
    'Start with {item}. Look at it as it is today, not as you would like it to be, and note what would have to change.',
    'Then there is {item}. It is easy to pass over, and worth a few honest minutes of thought.',
    'Consider {item} next. Ask what it already gives you, and what it would need from you.',
    '{Item} deserves a closer look. Write down what you know about it now, and what you would need to find out.',
    'Think about {item} on an ordinary day rather than a good one. That is the version that decides how things go.',
    'Look at {item} with fresh eyes. What seems fixed is often easier to change than it looks, and what seems easy sometimes is not.',
  ],
  [
    'A short list is enough: what works in your favour, what works against you and what you do not know yet.',
    'If the answer is unclear, that is useful too: it tells you what to find out before you decide.',
    'Be specific. A vague impression is hard to act on; a concrete observation is not.',
    'Note your answer in a line or two. You will put these notes side by side at the end of the {unit}.',
    'Nothing needs to be settled yet. What matters is that nothing important goes unexamined.',
    'Where you can, check against something real: a number, a date, a conversation or a visit.',
    'Give it a score out of five if that helps, as long as you write down why you chose it.',
  ],
];

const MISJUDGEMENTS: ChapterMove = {
  headings: [{ text: 'What to watch for as you {action}' }, { text: 'Where judgement slips as you {action}' }],
  beats: [
    {
      ordered: false,
      intro: [
        'Two misjudgements come up often at this stage:',
        'Watch for these when you weigh it up:',
        'Most poor judgements here come from one of these:',
        'Before you settle on an answer, check that neither of these has crept in:',
      ],
      items: [
        [
          '**Deciding on a good day:** things look easier when you are rested and keen, so test your answer against an ordinary week too.',
          '**Relying on one opinion:** ask more than one person, and notice where they agree.',
          '**Looking only at the upside:** write down what it would cost you as carefully as what it would give you.',
          '**Deciding too fast:** a day between gathering the facts and making the call costs little and catches a lot.',
          '**Treating a guess as a fact:** mark what you know and what you assume, and check the assumptions first.',
        ],
        [
          '**Waiting for certainty:** you will never know everything, so decide once you know enough to take a small step you can undo.',
          '**Ignoring your own situation:** what suits someone else may not suit you.',
          '**Forgetting the small print:** costs, rules and commitments often sit in the details.',
          '**Confusing wanting with fitting:** wanting something badly is a reason to plan carefully, not a reason to skip the plan.',
          '**Going all in at once:** a small test tells you more than a big commitment, and costs less if the answer is no.',
        ],
      ],
      after: [
        'Both are easy to avoid once you know to look for them.',
        'If you spot one in your own thinking, go back to the step where it crept in.',
        'Everyone makes these sometimes; the trick is to catch them before they decide for you.',
        'Keep them in mind as you read the rest of the {noun} too.',
      ],
    },
  ],
  notes: ['Add the misjudgement you see most often when people {action}, and what it cost them.'],
};

/** The questions a chapter that weighs something up asks, in place of a method to practise. */
export const WEIGHING_QUESTIONS: ListBeat = {
  ordered: true,
  intro: [
    'Three questions help you {action}:',
    'Before you settle anything, answer three questions:',
    'Three questions make this easier to think through:',
  ],
  items: [
    [
      '**What do you want from it?** Be honest about the result you hope for, and how soon.',
      '**What matters most to you here?** Name the one thing that would make it worthwhile.',
      '**What would a good outcome look like?** Picture it a year from now, not next week.',
    ],
    [
      '**What does it ask of you?** Time, money, space or energy: write down each, as a number where you can.',
      '**What would have to change?** List what you would start, stop or rearrange.',
      '**What do you have already?** Start from what is in place, not from what is missing.',
    ],
    [
      '**What would tell you it was the wrong call?** Decide in advance, so you can change course early.',
      '**How can you test it on a small scale?** Find a version you can try for a week before committing.',
      '**Who could you ask?** Someone a step ahead of you will see things you cannot yet.',
    ],
  ],
  after: [
    'Write the answers down; they are the raw material for the rest of this {unit}.',
    'If an answer is that you do not know, that is the next thing to find out.',
    'Come back to these questions whenever the picture changes.',
  ],
};

/** What the author adds under the questions of a chapter that weighs something up. */
export const WEIGHING_NOTES: Pool = [
  'Add the questions you ask yourself when you {action}, and what your own answers were.',
  'Add the figures a reader needs to answer these questions honestly, checked before publishing.',
];

/** Where the facts come from, in a chapter that weighs something up and lists nothing to weigh. */
const EVIDENCE: ChapterMove = {
  headings: [{ text: 'Where to look as you {action}' }, { text: 'Gathering what you need to {action}' }],
  beats: [
    [
      'Start with what you can observe directly. Your own experience, however small, is better evidence than a general claim.',
      'Look for two or three sources that do not copy each other, and note where they disagree.',
      'Ask someone who has done it recently. Their memory of the first months is worth more than any summary.',
      'Write down the questions you cannot answer yet. They show what to look into next.',
      'Collect facts before opinions; the facts will help you judge the opinions.',
      'If you can try a small part of it first, do: a little direct experience settles many questions.',
    ],
    [
      'Keep it brief: a page of notes is enough.',
      'Set a limit on the time you spend looking. Past a certain point, more information only delays the answer.',
      'Mark each note as a fact, an estimate or a guess.',
      'Look again at anything that surprised you; surprises are where assumptions hide.',
      'When the same point comes up from several directions, you can rely on it.',
    ],
  ],
  notes: ['Point readers to the sources you trust for {name}, and say why you trust them.'],
};

/** The end of a chapter that weighs something up: putting the notes together into an answer. */
const DECISION: ChapterMove = {
  headings: [{ text: 'Putting it together: {gerund}' }, { text: 'Coming to a conclusion: {gerund}' }],
  beats: [
    [
      'Now put your notes side by side. Where most of them point the same way, you have your answer; where they disagree, you know what to look into before you commit.',
      'Read back what you wrote about each part. If one of them is a clear no, deal with it first; everything else can be adjusted later.',
      'The answer does not have to be final. A provisional yes, tested on a small scale, is often the best decision available.',
      'Give yourself a deadline for the answer. Without one, weighing things up can go on for months.',
      'If the answer is yes, write down the first small step and a date for it. If it is not yet, write down what would change your mind.',
    ],
    [
      'Either answer is a good outcome, as long as it is reached on purpose.',
      'Whatever you conclude, the rest of this {noun} is easier with the question settled.',
      'Keep the notes you made: they are worth rereading in a few months, when you know more.',
      'Tell someone what you concluded and why; saying it out loud shows whether it holds together.',
    ],
  ],
  notes: ['Say how you made this decision yourself, and what you would weigh differently now.'],
};

/** The end of a chapter about understanding something rather than deciding it: what the notes add up to. */
const SYNTHESIS: ChapterMove = {
  headings: [
    { text: 'Taking stock of {name}', needs: 'any' },
    { text: 'What {name} adds up to', needs: 'any' },
  ],
  beats: [
    [
      'Read back what you wrote for each part. Together they are a first picture, and a more honest one than any general description.',
      'Put your notes side by side and look for the thread that runs through them; that thread is what to keep in mind as you read on.',
      'You now have a clearer picture than when you started. It will change as you learn, and it is worth updating as you go.',
      'Look at what surprised you. Surprises mark the places where your first picture was furthest from how things are.',
      'Sum it up in three lines: what you expected, what you found and what you will do with it.',
    ],
    [
      'There is no wrong answer here, only a more or less honest one.',
      'Keep the page; it is a useful thing to reread once you are further in.',
      'If one question is still open, write it down and carry it with you as you read on.',
      'Share what you found with someone; explaining it is the best test of whether it is clear.',
    ],
  ],
  notes: ['Add what you want a reader to take away from {name}, in your own words.'],
};

/** The paragraph before the ending of a chapter that weighs something up. */
export const UNDERSTANDING_RECAPS: Pool = [
  'To sum up: look at each part honestly, note what you find and let the notes, not the mood of the day, give the answer.',
  'In short, this comes down to a few honest questions and the patience to answer them.',
  'The whole {unit} comes down to three habits: look at the facts, separate them from hopes and decide on purpose.',
  'Everything above serves one aim: that you can {action} with your eyes open.',
  'Put simply, an answer you reached by looking carefully is worth more than a quick one, even when they turn out the same.',
];

export const MOVES = {
  idea: IDEA,
  prepare: PREPARE,
  method: METHOD,
  pitfalls: PITFALLS,
  check: CHECK,
  habit: HABIT,
  example: EXAMPLE,
  misjudgements: MISJUDGEMENTS,
  evidence: EVIDENCE,
  decision: DECISION,
  synthesis: SYNTHESIS,
} as const;
export type MoveName = keyof typeof MOVES;

/** The paragraph before the ending: the chapter in one or two sentences. */
export const RECAPS: Pool = [
  'To sum up: to {action}, start from a clear aim, make a small first attempt and change one thing at a time.',
  'In short, this is learned through a few deliberate attempts, each one checked against what you wanted.',
  'The whole {unit} comes down to three habits: prepare before you start, keep the first attempt small and look honestly at the result.',
  'If you take one thing from this {unit}, let it be the loop of attempt, check and adjust; it works for every skill in the {noun}.',
  'Everything above serves one aim: that you can {action} when it matters, without the book open.',
  'Put simply, you learn to {action} by doing it, looking at the result and doing it again a little better.',
  'That is the method in brief: aim, attempt, check, adjust.',
  'None of this needs to be perfect the first time; it needs to be done, looked at and done again.',
];

export const CLOSINGS = {
  middle: [
    'You now know how to {action}, or what to practise until you can. In the next {unit}, “{next}”, that becomes the starting point.',
    'Before you turn to “{next}”, try what this {unit} describes at least once: the next {unit} assumes you have.',
    'Keep your notes from this {unit} within reach: “{next}” comes next, and it builds on what you did here.',
    'With this in place, you are ready for the next {unit}, “{next}”.',
    'That covers {name}. Next comes “{next}”, which builds on it.',
    'Give yourself a few attempts before moving on. When you are ready, the next {unit}, “{next}”, picks up from here.',
  ],
  /** After a chapter that weighs something up, where nothing was practised. */
  weighed: [
    'With that settled, the next {unit}, “{next}”, moves from thinking to doing.',
    'Keep the notes from this {unit}: “{next}” comes next, and it starts from the picture you have now.',
    'That covers {name}. Next comes “{next}”.',
    'Next comes “{next}”, where the work begins in earnest.',
  ],
  last: [
    'That is the last {unit} of {book}, but not the end of the work. Come back to any {unit} when something stops working; the steps will make more sense now than they did on the first read.',
    'You have reached the last {unit} of {book}. Keep your notes, keep practising, and return to the {units} you need whenever a result surprises you.',
    'This is where the {units} of {book} end and your own practice takes over. Keep the notes you made along the way; they are now the most useful part of the {noun}.',
  ],
} as const;
