import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { chapterInPlan } from '../src/server/ai/book-context/chapter-context.js';
import { summarizeChapter } from '../src/server/ai/book-context/summarize-chapter.js';
import { createOfflineEngine } from '../src/server/ai/offline/offline-engine.js';
import { COURSE_KIT_WRITERS, type CourseKitSource } from '../src/server/services/products/course/course-kit-files.js';
import { writeKitFileOnThread } from '../src/server/services/course-kit/write-kit-file-on-thread.js';
import { deckThemeOf } from '../src/server/services/covers/project-deck-theme.js';
import { documentKey } from '../src/server/services/book-model/stored-documents.js';
import type { BookSource } from '../src/server/services/documents/render-request.js';
import { diskStorage } from '../src/server/services/storage/backends/disk-storage.js';
import { COURSE_KIT_FORMATS } from '../src/shared/course-kit.js';
import { countWords } from '../src/shared/count-words.js';
import { readModuleText } from '../src/shared/course-module-text.js';
import type { BookPlan } from '../src/shared/schemas/book-plan.js';
import { endedChildrenCpuMs, loadRenderDocuments, peakMbOf, withPeakRss } from './render-children.js';
import { median } from './stats.js';

const RUNS = 5;
const TARGET_RATIO = 2;
const TARGET_PEAK_MB = 500;

/** A course of six modules of four lessons, two key points each, and a quiz of three questions a module. */
const COURSE: BookPlan = {
  title: 'Meal Prep Without the Mess',
  subtitle: 'A Six-Week Course',
  authorName: 'Ana Núñez',
  isbn: '',
  description: '',
  finalAssignment: 'Plan, shop and cook one week, and share the plan.',
  chapters: Array.from({ length: 6 }, (_, m) => ({
    title: `Week ${m + 1}: ${['Planning', 'Shopping', 'Storing', 'Cooking', 'Freezing', 'Keeping It Going'][m]}`,
    goal: `Finish week ${m + 1} of the meal plan in an hour.`,
    lessons: Array.from({ length: 4 }, (_, l) => ({
      title: `Step ${l + 1} of week ${m + 1}`,
      objective: `Take step ${l + 1} of the week's plan.`,
      keyPoints: [`What step ${l + 1} is for`, `Doing step ${l + 1} in twenty minutes`],
    })),
    quiz: [
      { kind: 'multiple-choice', question: 'What comes first?', choices: ['Shop', 'Plan'], answer: 1, explanation: '' },
      { kind: 'true-false', question: 'A plan needs a shopping day.', answer: true, explanation: '' },
      { kind: 'short-answer', question: 'Where does rice wait?', acceptedAnswers: ['Pantry'], explanation: '' },
    ],
  })),
};

/** Each module written by the built-in writer for its place in the course, as the run writes it. */
async function writeCourse(): Promise<string[]> {
  const engine = createOfflineEngine();
  const texts: string[] = [];
  for (const index of COURSE.chapters.keys()) {
    const earlier = texts.map((text, at) => ({ title: COURSE.chapters[at]!.title, summary: summarizeChapter(text) }));
    const stream = await engine.streamContent({
      title: COURSE.title,
      sectionName: `Module ${index + 1}: ${COURSE.chapters[index]!.title}`,
      contentType: 'howto',
      productType: 'course',
      chapter: chapterInPlan(COURSE, index, earlier),
    });
    let text = '';
    for await (const chunk of stream.textStream) text += chunk;
    texts.push(text);
  }
  return texts;
}

/**
 * Runs `write` while reading this process's resident memory every 5 ms: answers the most the memory rose above where
 * it began, in MB (the kit's threads are this process's).
 */
async function withRssRise(write: () => Promise<unknown>): Promise<{ riseMb: number }> {
  const before = process.memoryUsage.rss();
  let highest = before;
  const timer = setInterval(() => (highest = Math.max(highest, process.memoryUsage.rss())), 5);
  try {
    await write();
    highest = Math.max(highest, process.memoryUsage.rss());
    return { riseMb: (highest - before) / 1024 / 1024 };
  } finally {
    clearInterval(timer);
  }
}

/** Starts watching the main thread; the returned function answers the milliseconds it was busy since (its loop's ELU). */
function mainThreadBusy(): () => number {
  const start = performance.eventLoopUtilization();
  return () => performance.eventLoopUtilization(start).active;
}

const seconds = (value: number) => `${(value / 1000).toFixed(3)} s`;

/**
 * The offline 6×4 course from writing to every file of its kit (docs/decisions/0074-course-run.md), beside the
 * ebook's three files (PDF, DOCX, EPUB) of the same text, rendered as a generation job renders them (a child per
 * part). The kit's files are made on the server's kit threads when downloaded; each one's median time, how long
 * the main thread was busy meanwhile against the same files written on it, and this
 * process's peak memory, against the three files' median and their children's peak. Runs alternate.
 */
export async function benchCourseKit(): Promise<void> {
  const writeStarted = performance.now();
  const texts = await writeCourse();
  const writeMs = performance.now() - writeStarted;
  const words = texts.reduce((sum, text) => sum + countWords(text), 0);
  const course: CourseKitSource = {
    projectId: randomUUID(),
    plan: COURSE,
    modules: texts.map((text) => ({ ...readModuleText(text), template: true, outOfDate: false })),
    ends: { overview: null, conclusion: null },
    deckTheme: async () =>
      deckThemeOf({
        title: COURSE.title,
        authorName: COURSE.authorName,
        style: 'elegant',
        colorScheme: 'navy and gold',
      }),
  };
  const { render, built } = await loadRenderDocuments();
  const dir = mkdtempSync(path.join(tmpdir(), 'infoforge-course-kit-bench-'));
  const storage = diskStorage(dir);
  const source: BookSource = {
    title: COURSE.title,
    subtitle: COURSE.subtitle,
    author: COURSE.authorName,
    description: '',
    backCover: '',
    isbn: '',
    year: 2026,
    draft: false,
    templateText: true,
    productType: 'course',
    sections: texts.map((markdown, index) => ({
      heading: `Module ${index + 1}: ${COURSE.chapters[index]!.title}`,
      markdown,
    })),
    coverKey: null,
    coverArtKey: null,
  };
  const [owner, project] = [randomUUID(), randomUUID()];
  const kitTimes = new Map<string, number[]>();
  const kitSizes = new Map<string, number>();
  const kitRise = new Map<string, number>();
  const bookPeaks = new Map<string, number>();
  const bookWall: number[] = [];
  const bookCpu: number[] = [];
  let childPeak = 0;
  const busyOnThreads: number[] = [];
  const busyInProcess: number[] = [];
  const makeKit = async () => {
    const busy = mainThreadBusy();
    for (const format of COURSE_KIT_FORMATS) {
      const started = performance.now();
      const bytes = await writeKitFileOnThread(format, course);
      kitTimes.set(format, [...(kitTimes.get(format) ?? []), performance.now() - started]);
      kitSizes.set(format, bytes.byteLength);
    }
    busyOnThreads.push(busy());
    // The same files written on the main thread, as they were before the kit threads: what a request would wait.
    const busyBefore = mainThreadBusy();
    for (const format of COURSE_KIT_FORMATS) await COURSE_KIT_WRITERS[format].write(course);
    busyInProcess.push(busyBefore());
  };
  const renderBook = async () => {
    const started = performance.now();
    const cpuBefore = endedChildrenCpuMs();
    const peaks = await withPeakRss(() =>
      render(
        source,
        { storage, fileKey: (format) => documentKey(owner, project, null, format) },
        new AbortController().signal,
      ),
    );
    bookWall.push(performance.now() - started);
    bookCpu.push(endedChildrenCpuMs() - cpuBefore);
    childPeak = Math.max(childPeak, ...peaks.values());
    for (const [part, mb] of peaks) bookPeaks.set(part, Math.max(bookPeaks.get(part) ?? 0, mb));
  };
  try {
    await makeKit();
    await renderBook();
    kitTimes.clear();
    busyOnThreads.length = 0;
    busyInProcess.length = 0;
    bookWall.length = 0;
    bookCpu.length = 0;
    for (let run = 0; run < RUNS; run++) {
      await makeKit();
      await renderBook();
    }
    // Once more, apart from the timed runs (the sampling would count against the main thread): what each file adds
    // to the server's memory while it is written on a thread already started.
    for (const format of COURSE_KIT_FORMATS)
      kitRise.set(format, (await withRssRise(() => writeKitFileOnThread(format, course))).riseMb);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const kitMedians = COURSE_KIT_FORMATS.map((format) => [format, median(kitTimes.get(format)!)] as const);
  const kitTotal = kitMedians.reduce((sum, [, ms]) => sum + ms, 0);
  const bookMs = median(bookWall);
  const serverPeak = peakMbOf('self') ?? 0;
  console.log(
    `\nCourse kit: the offline 6×4 course, ${words.toLocaleString('en-US')} words, median of ${RUNS} runs, runs alternating` +
      ` (${built ? 'built code' : 'under tsx, no build'}); load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
  );
  console.log(`written by the built-in writer (6 modules, once)   ${seconds(writeMs).padStart(9)}`);
  console.log('file                                          wall        size   memory');
  for (const [format, ms] of kitMedians)
    console.log(
      `kit: ${format.padEnd(40)} ${seconds(ms).padStart(9)} ${`${((kitSizes.get(format) ?? 0) / 1024).toFixed(0)} KB`.padStart(9)}` +
        `   +${(kitRise.get(format) ?? 0).toFixed(0)} MB in the server while written`,
    );
  console.log(`kit: every file                               ${seconds(kitTotal).padStart(9)}`);
  console.log(
    `ebook's three files (PDF, DOCX, EPUB)          ${seconds(bookMs).padStart(9)}   CPU ${seconds(median(bookCpu))}`,
  );
  for (const [part, mb] of bookPeaks)
    console.log(`ebook: the ${part} child's peak RSS                ${mb.toFixed(0)} MB`);
  console.log(
    `main thread busy while every file is written: on the kit's threads ${median(busyOnThreads).toFixed(1)} ms; ` +
      `on the main thread ${median(busyInProcess).toFixed(1)} ms`,
  );
  const ratio = kitTotal / bookMs;
  const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log(
    `ratio (target < ${TARGET_RATIO}×): ${ratio.toFixed(2)}× ${verdict(ratio < TARGET_RATIO)}; peak RSS of a render child ` +
      `${childPeak.toFixed(0)} MB, of this process (the server, which makes the kit) ${serverPeak.toFixed(0)} MB ` +
      `(target < ${TARGET_PEAK_MB} MB) ${verdict(Math.max(childPeak, serverPeak) < TARGET_PEAK_MB)}`,
  );
}
