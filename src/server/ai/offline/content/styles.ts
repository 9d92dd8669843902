import type { ContentType } from '../../../../shared/schemas/content.js';

/**
 * How each content type writes about an outline point. Slots: {pointQ} the point in quotes,
 * {topic}, {audience}, {Audience}, {noun}, {section}, {minutes}, {days}, {persona}, {constraint},
 * {done}, {planned}.
 */
export interface ContentStyle {
  /** The first paragraph under a point. */
  leads: readonly string[];
  /** A second paragraph that develops the point: pitfalls, checks, variations. */
  developments: readonly string[];
  lists: readonly StyleList[];
  /** Clauses completing '**Point:** …' in the key takeaways. */
  takeaways: readonly string[];
  example: StyleExample;
}

export interface StyleList {
  intro: string;
  items: readonly string[];
  ordered: boolean;
}

export interface StyleExample {
  heading: string;
  setup: string;
  /** What the persona did, completing '**Point:** {persona} …'. */
  actions: readonly string[];
  result: string;
}

const educational: ContentStyle = {
  leads: [
    '{pointQ} is one of the ideas the rest of this {noun} builds on, so it is worth getting clear on before moving on. For {audience}, the useful question is not whether it matters but how it shows up in an ordinary week: what you do, what you skip and what it costs you in time and attention. Once you can explain it in your own words, the later parts of {topic} become much easier to apply.',
    'Start with the principle behind {pointQ}. Most advice about {topic} treats it as a list of tips, but it works better as cause and effect: change one input and a predictable result follows. Seeing that link is what lets you adapt the method when your week does not go to plan, instead of abandoning it.',
    'Think of {pointQ} as a skill rather than a rule. Skills improve through deliberate practice: a small attempt, honest feedback and a slightly better attempt next time. That framing matters for {audience}, because it removes the pressure to get {topic} right on the first try and makes steady progress the goal.',
    'To understand {pointQ}, separate what you control from what you do not. You cannot control {constraint}, but you can control how you prepare for them, the order in which you do things and the standard you hold yourself to on a hard day. That distinction is the backbone of this part.',
    'Here is the short version of {pointQ}: decide in advance, keep the first version small and review it after a week. The explanation below shows why each of those three moves works and how they fit together, so you can apply them to your own situation rather than copying someone else’s.',
  ],
  developments: [
    'A common misunderstanding is that {pointQ} needs more time or money than most {audience} have. In practice, the first version can be tiny: {minutes} minutes, tools you already own and a note of what happened. Expand it only after it has worked three times in a row.',
    'Check your understanding with one question: could you explain {pointQ} to a friend in two sentences, including why it works? If not, reread the steps above and try the smallest version today. Understanding grows faster from one real attempt than from another hour of reading.',
    'It is worth knowing where this idea stops working. When your situation changes, with a new schedule, a tighter budget or a setback, come back to {pointQ} and adjust one variable at a time. Changing everything at once makes it impossible to tell what helped.',
    'The principle underneath is well established: behaviour that is planned, specific and easy to start is far more likely to happen than behaviour that relies on motivation. Every recommendation in this part follows from it, which is why the steps are deliberately small.',
    'Keep a short record while you practise {pointQ}: the date, what you did and one observation. After {days} days, patterns appear that no general advice can give you, such as the time of day that works best or the step you keep skipping.',
  ],
  lists: [
    {
      intro: 'Four things to hold on to:',
      ordered: false,
      items: [
        '**What it is:** a plain-language definition of {pointQ} you could give in one sentence.',
        '**Why it matters:** the problem it solves for {audience} and what ignoring it costs.',
        '**How to tell it is working:** one visible sign you can check after a week.',
        '**Where people go wrong:** doing too much at once instead of one small, repeatable step.',
      ],
    },
    {
      intro: 'The idea in three layers:',
      ordered: true,
      items: [
        '**The principle:** small, planned actions beat occasional big efforts.',
        '**The practice:** one specific action linked to {pointQ}, scheduled at a fixed time.',
        '**The proof:** a simple measure, such as minutes spent or days completed, reviewed weekly.',
      ],
    },
    {
      intro: 'Key terms in this part:',
      ordered: false,
      items: [
        '**Baseline:** where you are today, measured honestly before you change anything.',
        '**Minimum version:** the smallest form of {pointQ} that still counts.',
        '**Review:** a {minutes}-minute look back at what worked, what did not and what to change.',
      ],
    },
  ],
  takeaways: [
    'start with the smallest version and repeat it before expanding it.',
    'understand the principle so you can adapt it, not just copy it.',
    'measure it with one simple number you check weekly.',
    'separate what you control from what you cannot.',
    'change one variable at a time when something stops working.',
    'a short weekly review teaches more than another hour of reading.',
  ],
  example: {
    heading: 'Worked example: {persona} puts it into practice',
    setup:
      '{persona} is one of the {audience} this {noun} was written for. {persona} had read plenty about {topic} but had never turned it into a routine, mostly because of {constraint}. Here is how {persona} applied this {section} over {days} days:',
    actions: [
      'wrote a one-sentence definition of what it meant for their week and pinned it where they would see it daily.',
      'picked the smallest version, {minutes} minutes on two fixed days, and put both in the calendar.',
      'kept a three-line log after each attempt and read it back at the end of the week.',
      'changed only one thing after the first week, the time of day, and kept the rest the same.',
    ],
    result:
      'By day {days}, {persona} had completed {done} of the {planned} planned sessions, up from almost none before, and knew exactly which step to improve next. The numbers are modest on purpose: a routine that survives a difficult week is worth more than an ambitious plan that does not.',
  },
};

const howto: ContentStyle = {
  leads: [
    'Here is how to put {pointQ} into practice. Set aside {minutes} minutes, gather what you need before you start and work through the steps in order; each one depends on the one before it.',
    'The goal of this step is a result you can see. {pointQ} is done when you could show someone the outcome, whether a plan on paper, a finished task or a number in a tracker, not when you have thought about it.',
    'Before you begin {pointQ}, decide when you will do it and what done looks like. Those two decisions take less than a minute and prevent the most common failure: starting with good intentions and stopping halfway because the finish line was never defined.',
    '{pointQ} works best as a short, repeatable routine. Do it the same way each time for the first {days} days; once it feels automatic, start adjusting it to your preferences.',
    'You do not need special tools for {pointQ}. A notebook or notes app, a timer and a fixed slot in your week are enough. What matters is the order of the steps below, which is designed around {constraint}.',
  ],
  developments: [
    'If you get stuck here, the usual cause is trying to do everything at once. Cut the task in half, finish the smaller half and come back to the rest tomorrow. {Audience} who follow this rule tend to keep going long after the motivation of the first week has faded.',
    'Time yourself the first three times. Most people find that {pointQ} takes less time than they feared, often under {minutes} minutes once the materials are ready, and that knowledge alone removes much of the resistance to starting.',
    'When something goes wrong, and at some point it will, do not restart from scratch. Note what happened, adjust the one step that failed and run the routine again at the next scheduled time. Recovery speed matters more than a perfect streak.',
    'To make {pointQ} stick, attach it to something you already do every day, such as your morning coffee or the end of the working day. The existing habit becomes the reminder, so you are not relying on memory.',
    'Once you have done this five times, review the process: which step took longest, which felt unnecessary and which you skipped. Trim or adjust accordingly; your version should fit your week, not the one in the book.',
  ],
  lists: [
    {
      intro: 'Follow these steps:',
      ordered: true,
      items: [
        'Define the outcome: write one sentence describing what “done” looks like for {pointQ}.',
        'Prepare: gather the materials, tools or information you need and put them in one place.',
        'Do the smallest complete version, one you can finish in a single sitting of about {minutes} minutes.',
        'Check the result against your outcome sentence and note one thing to change.',
        'Schedule the next round in your calendar so it becomes a routine, not a one-off.',
      ],
    },
    {
      intro: 'A simple routine for this step:',
      ordered: true,
      items: [
        'Pick a fixed day and time and block it in your calendar.',
        'Set a timer for {minutes} minutes and start with the easiest part.',
        'Stop when the timer ends, even if you are not finished, and write down where you stopped.',
        'Next session, start from your note instead of from the beginning.',
      ],
    },
    {
      intro: 'Checklist before you start:',
      ordered: false,
      items: [
        'You know when you will do it: day, time and place.',
        'Everything you need is within reach.',
        'You have written down what “done” looks like.',
        'You have a plan for the most likely interruption.',
      ],
    },
  ],
  takeaways: [
    'define “done” before you start.',
    'do the smallest complete version first.',
    'schedule the next round before you finish this one.',
    'attach it to a habit you already have.',
    'when it goes wrong, fix one step instead of restarting.',
    'time it: it usually takes less than you fear.',
  ],
  example: {
    heading: 'Worked example: {persona}’s first {days} days',
    setup:
      '{persona}, one of the {audience} this {noun} is for, wanted to get {topic} under control but kept running out of time because of {constraint}. This is how {persona} worked through this {section}:',
    actions: [
      'blocked {minutes} minutes on Sunday evening and wrote down what done would look like.',
      'prepared everything the night before, so the session started immediately.',
      'stopped when the timer rang and left a note saying where to pick up.',
      'tied the routine to an existing habit, right after the evening meal, and skipped no more than one session a week.',
    ],
    result:
      'After {days} days, {persona} was spending about {minutes} minutes per session instead of the hour they had expected, and {done} of {planned} sessions were done. The win was not speed but predictability: {persona} knew exactly what to do and when.',
  },
};

const informative: ContentStyle = {
  leads: [
    'There are usually several ways to approach {pointQ}, and each suits a different situation. For {audience}, the right choice depends on three factors: the time available each week, the budget and how much flexibility the week needs.',
    'What does {pointQ} involve in practice? At its core it is a set of decisions made in advance, about what, when and how much, so that fewer decisions have to be made under pressure. The details below set out those decisions and the trade-offs of each.',
    'Before weighing the options for {pointQ}, be precise about the goal. Are you trying to save time, save money, reduce stress or improve results? Each goal favours a different approach, and trying to maximise all four at once usually achieves none.',
    'The facts about {pointQ} are less complicated than most advice suggests. A few variables do most of the work, namely frequency, preparation and review, and the rest is personal preference. Knowing which is which saves a great deal of trial and error.',
    '{pointQ} has a reputation for being either essential or overrated, depending on whom you ask. The truth sits in between: it delivers clear benefits when it matches your situation and adds friction when it does not. This part helps you tell the difference.',
  ],
  developments: [
    'Whichever approach you choose, measure it the same way: time spent, money spent and whether you would happily repeat it next week. Those three numbers tell you more than any general rule about {topic}.',
    'Be wary of advice that promises the same result for everyone. Results from {pointQ} depend on your starting point, and a realistic expectation for the first {days} days is steady progress rather than transformation.',
    'A practical way to compare options is to try each for one week and record the results in a simple table. The option that wins on paper often loses in practice because of {constraint}, and only a short trial reveals that.',
    'Costs matter too. Many tools sold for {topic} duplicate what a notebook, a calendar and a timer already do. Start with what you have and buy something only when you can name the specific problem it solves.',
    'Keep in mind that {pointQ} interacts with the rest of this {noun}. Changes here affect the time and energy left for the other parts, so review them together rather than in isolation.',
  ],
  lists: [
    {
      intro: 'The main options compared:',
      ordered: false,
      items: [
        '**Minimal approach:** lowest effort; best when time is the tightest constraint.',
        '**Structured approach:** a fixed weekly routine; best when consistency is the goal.',
        '**Flexible approach:** a menu of options to pick from; best when schedules change often.',
      ],
    },
    {
      intro: 'Factors that decide what works for you:',
      ordered: false,
      items: [
        '**Time:** how many minutes you can protect each week, realistically rather than ideally.',
        '**Budget:** what you can spend without it becoming a source of stress.',
        '**Energy:** when in the day you have the most of it, and when the least.',
        '**Support:** whether anyone else is involved or affected.',
      ],
    },
    {
      intro: 'Facts worth knowing:',
      ordered: false,
      items: [
        'Small, frequent sessions usually beat rare, long ones for building a routine.',
        'Time spent planning is usually repaid several times over in the week that follows.',
        'Most setbacks come from unclear plans, not from a lack of willpower.',
        'A weekly review of {minutes} minutes is enough to keep a plan on track.',
      ],
    },
  ],
  takeaways: [
    'choose the approach that fits your time, budget and energy.',
    'compare options with a one-week trial, not on paper.',
    'measure time, money and your willingness to repeat it.',
    'start with the tools you already have.',
    'expect steady progress, not overnight change.',
    'review it together with the rest of your plan.',
  ],
  example: {
    heading: 'Worked example: how {persona} chose an approach',
    setup:
      '{persona} is one of the {audience} this {noun} was written for. Facing {constraint}, {persona} compared approaches to {topic} instead of guessing:',
    actions: [
      'listed the time, budget and energy actually available: about {minutes} minutes on weekdays and more at weekends.',
      'tried the minimal approach for one week and the structured one the next, recording both.',
      'compared the two weeks on time spent, money spent and how willing they were to repeat each.',
      'kept the winner and dropped one tool that duplicated what a notebook already did.',
    ],
    result:
      'The structured approach won, but not for the expected reason: it took about the same time, yet {persona} skipped it far less often, completing {done} of {planned} sessions against about half the week before. Without the trial, {persona} would have picked the other one.',
  },
};

const persuasive: ContentStyle = {
  leads: [
    'Consider what changes when {pointQ} is in place. {Audience} who skip it pay later, in lost evenings, wasted money and the nagging feeling of being behind. Those who do it get back something more valuable than time: the confidence that {topic} is handled.',
    'Here is the case for {pointQ} in one sentence: it costs little to start and pays back every single week. The rest of this part shows why that is true and answers the objections most {audience} raise before they try it.',
    'Most people underestimate what {pointQ} is worth because the benefit is quiet. There is no dramatic moment, just fewer bad days, fewer last-minute scrambles and a little more room around {constraint}. Add those up over a month and the difference is hard to ignore.',
    'If you do only one thing from this {section}, make it {pointQ}. It has the best ratio of effort to result of anything here, and it makes everything else easier.',
    'Think about the last time {topic} went badly. Chances are the cause was not a lack of effort but a missing step, and {pointQ} is very often that step. Put it in place and the same effort produces a noticeably better week.',
  ],
  developments: [
    '“I don’t have time for this” is the objection heard most often. The honest answer is that {pointQ} takes less time than the problems it prevents. Try it for {days} days; if it does not pay for itself, you have lost very little.',
    'Another common doubt is whether it works for someone in your situation. It was designed for {audience} facing {constraint}, not for people with empty calendars, which is exactly why it starts small and fits around real life.',
    'Waiting has a cost. Every week without {pointQ} is another week of the same frustrations, and habits get harder to change the longer they run. The best time to start is the next free {minutes} minutes.',
    'You do not have to take this on trust. Measure the week before and the week after: time spent, stress on a scale of 1 to 10 and tasks completed. Let your own numbers make the argument.',
    'Compare it with the alternatives: buying another tool, waiting for a quieter month or relying on willpower. None of them changes the underlying routine, and {pointQ} does.',
  ],
  lists: [
    {
      intro: 'What you gain:',
      ordered: false,
      items: [
        'Time back every week, not just once.',
        'Less stress, because decisions are made in advance.',
        'Compounding results: each week builds on the last.',
        'A low cost to start: {minutes} minutes and what you already have.',
      ],
    },
    {
      intro: 'Objections, answered:',
      ordered: false,
      items: [
        '**“I’ve tried before.”** This time the first step is small enough to survive a bad week.',
        '**“It’s too expensive.”** Nothing here requires a purchase to get started.',
        '**“My week is too unpredictable.”** The plan includes what to do when it goes wrong.',
      ],
    },
    {
      intro: 'Why now:',
      ordered: false,
      items: [
        'The cost of waiting grows every week the old routine continues.',
        'Small changes are easiest before the next busy period, not during it.',
        'You will know within {days} days whether it works for you.',
      ],
    },
  ],
  takeaways: [
    'it costs little to start and pays back weekly.',
    'the benefits compound when you keep going.',
    'it answers the “no time” objection by saving time.',
    'let your own before-and-after numbers decide.',
    'start with the next free {minutes} minutes.',
    'it fits real weeks, not ideal ones.',
  ],
  example: {
    heading: 'Worked example: {persona}’s before and after',
    setup:
      '{persona} was sceptical. As one of the {audience} this {noun} was written for, {persona} had tried to sort out {topic} before and given up because of {constraint}. So {persona} ran a simple test:',
    actions: [
      'recorded one ordinary week first: time spent, stress out of 10 and what got done.',
      'added only the first step of this {section} the following week, about {minutes} minutes in total.',
      'kept everything else the same, so the comparison was fair.',
      'compared the two weeks side by side on the same three measures.',
    ],
    result:
      'The second week took roughly the same time but felt very different: stress dropped from about 8 to 5, and {done} of {planned} planned tasks were done instead of barely half. That was enough for {persona} to keep going, and it is the test we suggest you run too.',
  },
};

const storytelling: ContentStyle = {
  leads: [
    '{persona} remembers the week {pointQ} finally clicked. Like many {audience}, {persona} had tried to fix {topic} with willpower alone, and every attempt ended the same way: a strong start, a busy Wednesday and a quiet return to old habits.',
    'The first time {persona} tried {pointQ}, it went badly. The plan was too ambitious, {constraint} got in the way by the third day, and the notebook stayed closed for a fortnight. What happened next is the useful part of the story.',
    'It was a small moment that changed things for {persona}: a Sunday evening, a cup of tea and a question asked honestly for the first time. What is the smallest version of {pointQ} I would actually do this week?',
    'Picture a typical evening for {persona}: tired, short on time and facing {topic} again. This is where {pointQ} made the difference, not as a grand resolution but as one small decision made in advance.',
    '{persona} did not expect {pointQ} to matter much. It looked like a minor detail in a long list. Three weeks later, it was the one thing {persona} would tell a friend to start with.',
  ],
  developments: [
    'The turning point was not a new app or a stricter plan. It was noticing that the plan only failed on certain days and preparing for those days in advance. The lesson for you: look for the pattern in your setbacks before you try harder.',
    'Looking back, {persona} could name exactly what had changed: the plan was smaller, it was written down and it had a fixed time. None of this is dramatic, and that is the point. {Audience} rarely need more motivation; they need fewer decisions.',
    'There were still bad weeks. The difference was that {persona} now had a way back: the smallest version of the routine, which took {minutes} minutes and could be done on the worst day. Missing once stopped turning into missing for a month.',
    'When a friend asked how it worked, {persona} did not talk about discipline. The answer was {pointQ}, and deciding on Sunday what Wednesday would look like. That is the practical lesson of the story, and it transfers to almost any situation.',
    'What {persona} learned applies well beyond {topic}: progress came from making the next step obvious and small. Every part of this {section} is built on that lesson.',
  ],
  lists: [
    {
      intro: 'What {persona} learned:',
      ordered: false,
      items: [
        'Small beats ambitious: a plan you follow on a bad day is better than a perfect one you abandon.',
        'Write it down: a plan that lives only in your head is a wish.',
        'Prepare for the hard days specifically, because they decide whether the routine survives.',
        'Review weekly: {minutes} minutes of honest reflection saves hours of repeated mistakes.',
      ],
    },
    {
      intro: 'The story in three turning points:',
      ordered: true,
      items: [
        'The failed start, when the plan was too big for real life.',
        'The reset, when the plan shrank to something doable on any day.',
        'The habit, when the routine ran without needing motivation.',
      ],
    },
    {
      intro: 'Questions to ask yourself, as {persona} did:',
      ordered: false,
      items: [
        'What is the smallest version of this I would actually do?',
        'Which day of the week usually goes wrong, and why?',
        'What can I prepare tonight to make tomorrow easier?',
      ],
    },
  ],
  takeaways: [
    'a small plan you keep beats a big plan you drop.',
    'the pattern in your setbacks shows where to prepare.',
    'a way back after a bad week matters more than a perfect streak.',
    'you need fewer decisions, not more motivation.',
    'make the next step obvious and small.',
    'review weekly and adjust one thing.',
  ],
  example: {
    heading: 'Worked example: {persona}’s turning point, step by step',
    setup:
      'Here is {persona}’s story told as steps you can copy. {persona} is one of the {audience} this {noun} was written for, dealing with {constraint}:',
    actions: [
      'admitted the old plan was too big and cut it to a version that took {minutes} minutes.',
      'wrote the plan on paper and put it where it would be seen every morning.',
      'named the day that always went wrong and prepared for it the evening before.',
      'spent ten minutes every Sunday looking back and changing one thing.',
    ],
    result:
      'Within {days} days the routine was holding: {done} of {planned} sessions done, and a bad day no longer ended the streak. {persona}’s story is ordinary, and that is why it is useful: nothing in it depends on talent or free time.',
  },
};

export const CONTENT_STYLES: Record<ContentType, ContentStyle> = {
  educational,
  howto,
  informative,
  persuasive,
  storytelling,
};
