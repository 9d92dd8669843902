import { TEMPLATE_SCRIPTS_LINE } from '../template-labels.js';
import type { CourseLesson } from '../../../../../shared/schemas/course-plan.js';
import { lessonHeading, type WrittenLesson } from '../../../../../shared/course-module-text.js';

/** One slide of a module's deck: its kind (how it is laid out), its words, and what is said over it. */
export interface DeckSlide {
  kind: 'module' | 'lesson' | 'point';
  title: string;
  /** A line under the title: the module's goal, a lesson's objective. */
  subtitle: string;
  /** Where the slide is: 'Module 2 · Lesson 1'. */
  place: string;
  /** The speaker notes: the script's spoken words for this slide, its cues in brackets. */
  notes: string;
}

/**
 * A lesson's slides: from its video script when written (each "On screen" starts a slide, and what is said and cued
 * until the next is its notes; the first, naming the lesson, is its title slide), else its title and a slide per key
 * point of the plan, without notes.
 */
function lessonSlides(module: number, number: number, planned: CourseLesson, written: WrittenLesson | undefined) {
  const place = `Module ${module} · Lesson ${number}`;
  const title = lessonHeading(number, planned.title);
  const opening: DeckSlide = { kind: 'lesson', title, subtitle: planned.objective, place, notes: '' };
  if (!written || written.script.length === 0) {
    return [
      opening,
      ...planned.keyPoints.map((point): DeckSlide => ({ ...opening, kind: 'point', title: point, subtitle: '' })),
    ];
  }
  const slides: DeckSlide[] = [opening];
  const notes: string[][] = [[]];
  for (const line of written.script) {
    if (line.kind === 'screen') {
      const isOpening = slides.length === 1 && notes[0]!.length === 0 && sameText(line.text, title);
      if (isOpening) continue;
      slides.push({ kind: 'point', title: line.text, subtitle: '', place, notes: '' });
      notes.push([]);
    } else {
      notes[notes.length - 1]!.push(line.kind === 'cue' ? `[${line.text}]` : line.text);
    }
  }
  // One paragraph: PptxGenJS writes the notes as one run, where a line break would not show as one.
  return slides.map((slide, index) => ({ ...slide, notes: notes[index]!.join(' ') }));
}

const sameText = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * A module's deck: its title slide, then each lesson's slides in order. The title slide's notes say when the scripts
 * are the built-in writer's template.
 */
export function moduleSlides(
  number: number,
  module: { title: string; goal: string; lessons: readonly CourseLesson[] },
  written: { lessons: readonly WrittenLesson[]; template: boolean } | null,
): DeckSlide[] {
  const notes = written?.template ? TEMPLATE_SCRIPTS_LINE : '';
  return [
    { kind: 'module', title: module.title, subtitle: module.goal, place: `Module ${number}`, notes },
    ...module.lessons.flatMap((lesson, index) =>
      lessonSlides(
        number,
        index + 1,
        lesson,
        written?.lessons.find((text) => text.number === index + 1),
      ),
    ),
  ];
}
