import { DOMParser, type Element } from '@xmldom/xmldom';
import { strFromU8, unzipSync } from 'fflate';
import { parse as parseGift } from 'gift-pegjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProject } from '../../../tests/factories/index.js';
import { documentsStatusOf, generateFilesForSale, shortBookProject } from '../../../tests/support/document-projects.js';
import { expectBody } from '../../../tests/support/expect-body.js';
import { eventually } from '../../../tests/support/eventually.js';
import { createTestContext, type TestContext } from '../../../tests/support/test-context.js';
import type { TestClient } from '../../../tests/support/test-client.js';
import { projectCourseApi, projectCourseKitApi } from '../../shared/api/project-course-kit.js';
import { courseView } from '../../shared/schemas/course-view.js';
import { projectListingApi } from '../../shared/api/project-listing.js';
import { listing as listingSchema } from '../../shared/schemas/listing.js';
import { readPptx } from '../../../tests/support/read-pptx.js';
import { readBookView, runSettled, startBook, waitForBook } from '../../../tests/support/book-runs.js';
import { projectDocumentApi } from '../../shared/api/project-documents.js';
import { COURSE_KIT_FILES, COURSE_KIT_FORMATS, KIT_FILE_NEEDS } from '../../shared/course-kit.js';
import { COURSE_PLAN_LIMITS } from '../../shared/limits.js';
import { zipEntry, zipEntryNames, zipEntryText } from '../services/render/read-back/read-zip.js';
import { projectApi } from '../../shared/api/projects.js';
import { savedItemApi } from '../../shared/api/saved-items.js';
import type { ProductType } from '../../shared/catalog.js';
import { bookPlanResponse, type BookPlanBody } from '../../shared/schemas/book-plan.js';
import type { QuizQuestionBody } from '../../shared/schemas/course-plan.js';
import { errorBody } from '../../shared/schemas/error.js';
import { NOT_A_COURSE } from '../services/course-kit/make-course-kit-file.js';
import { FILES_MADE_AT_ONCE_MESSAGE } from '../services/downloads/files-made-at-once.js';
import { FILES_MADE_AT_ONCE } from '../limits.js';
import { TEMPLATE_QUESTION } from '../ai/offline/build-course-module.js';
import { TEMPLATE_PAGE_LINE, TEMPLATE_SCRIPTS_LINE } from '../services/products/course/template-labels.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

/** Module n's quiz: one question of each kind, with texts that use GIFT's, XML's and CSV's own characters. */
const quizOf = (n: number): QuizQuestionBody[] => [
  {
    kind: 'multiple-choice',
    question: `Module ${n}: which step comes first? {pick one} = "the plan" & <not> the rest`,
    choices: ['Shop ~ list', `Plan the week #${n}`, 'Cook, then plan'],
    answer: 1,
    explanation: 'Plan first: the list follows the plan.',
  },
  {
    kind: 'true-false',
    question: `A plan for module ${n} needs a shopping day.`,
    answer: n % 2 === 0,
    explanation: '',
  },
  {
    kind: 'short-answer',
    question: `Name the room where module ${n}'s food waits.`,
    acceptedAnswers: ['Pantry', 'the pantry'],
    explanation: '=SUM(A1) is not an answer',
  },
];

const lessonsOf = (n: number) =>
  Array.from({ length: 4 }, (_, index) => ({
    title: `Lesson ${n}.${index + 1}: Small steps`,
    objective: `Take step ${index + 1} of module ${n}.`,
    keyPoints: [`Point one of ${n}.${index + 1}`, `Point two of ${n}.${index + 1}`],
  }));

/** A course of six modules of four lessons, each module with a quiz of three questions, and a final assignment. */
const COURSE: BookPlanBody = {
  title: 'Meal Prep: Calm / Quick',
  subtitle: '',
  authorName: 'Ana Núñez',
  isbn: '',
  chapters: Array.from({ length: 6 }, (_, index) => ({
    title: `Week ${index + 1} Kitchen`,
    goal: `Cook week ${index + 1} in an hour.`,
    lessons: lessonsOf(index + 1),
    quiz: quizOf(index + 1),
  })),
  description: '',
  finalAssignment: 'Plan, shop and cook one week, and share the plan.',
};

describe('a course plan and its quiz bank', () => {
  let ctx: TestContext;
  let owner: Owner;
  let courseId: string;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite');
    owner = await ctx.signUp({ name: 'Ana Núñez' });
    courseId = await newProject(owner, 'course');
    await savePlan(owner, courseId, COURSE);
  });
  afterAll(() => ctx.close());

  async function newProject(user: Owner, productType: ProductType) {
    return (await createProject(ctx.db, { userId: user.userId, productType })).id;
  }
  const readPlan = async (user: Owner, id: string) =>
    expectBody(await user.call(projectApi.readPlan, { params: { id } }), 200, bookPlanResponse);
  const savePlan = async (user: Owner, id: string, plan: unknown) =>
    expectBody(
      await user.call(projectApi.savePlan, { params: { id }, body: plan as BookPlanBody }),
      200,
      bookPlanResponse,
    );
  const download = (user: TestClient, format: keyof typeof projectCourseKitApi, id = courseId) =>
    user.call(projectCourseKitApi[format], { params: { id } });
  const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  it("keeps a course's modules with their lessons, quizzes and final assignment, in order", async () => {
    const answer = await readPlan(owner, courseId);
    expect(answer.kind).toBe('course');
    expect(answer.plan.chapters).toHaveLength(6);
    expect(answer.plan.chapters.flatMap((module) => module.lessons ?? [])).toHaveLength(24);
    expect(answer.plan.chapters[2]!.quiz).toEqual(quizOf(3));
    expect(answer.plan.finalAssignment).toBe(COURSE.finalAssignment);
  });

  it('moves a module with its lessons and quiz, and the bank follows the plan as saved', async () => {
    const id = await newProject(owner, 'course');
    const [first, second, ...rest] = COURSE.chapters;
    await savePlan(owner, id, { ...COURSE, chapters: [second!, { ...first!, title: 'Renamed Kitchen' }, ...rest] });
    const { plan } = await readPlan(owner, id);
    expect(plan.chapters.slice(0, 2).map((module) => [module.title, module.lessons![0]!.title])).toEqual([
      ['Week 2 Kitchen', 'Lesson 2.1: Small steps'],
      ['Renamed Kitchen', 'Lesson 1.1: Small steps'],
    ]);
    const gift = await (await download(owner, 'gift', id)).text();
    expect(gift).toContain('/Module 1: Week 2 Kitchen\n');
    expect(gift).toContain('/Module 2: Renamed Kitchen\n');
  });

  it('derives a new course plan with empty lessons and quizzes, and a book plan without them', async () => {
    const course = await readPlan(owner, await newProject(owner, 'course'));
    expect(course).toMatchObject({ kind: 'course', saved: false, plan: { finalAssignment: '' } });
    const bookId = await newProject(owner, 'ebook');
    await savePlan(owner, bookId, COURSE);
    const book = await readPlan(owner, bookId);
    expect(book.kind).toBe('book');
    expect(book.plan.chapters[0]).toEqual({ title: 'Week 1 Kitchen', goal: 'Cook week 1 in an hour.' });
    expect(book.plan).not.toHaveProperty('finalAssignment');
  });

  it("keeps a course's lessons and quizzes while it is made a book, and shows them again when it is a course", async () => {
    const id = await newProject(owner, 'course');
    await savePlan(owner, id, COURSE);
    const setType = async (productType: ProductType) =>
      expect((await owner.call(projectApi.update, { params: { id }, body: { productType } })).status).toBe(200);
    await setType('ebook');
    const asBook = await readPlan(owner, id);
    expect(asBook.kind).toBe('book');
    // Saved as a book: the second chapter renamed, the rest as shown, with no lessons or quiz on screen.
    const chapters = asBook.plan.chapters.map((chapter, index) =>
      index === 1 ? { ...chapter, title: 'Renamed' } : chapter,
    );
    await savePlan(owner, id, { ...asBook.plan, chapters });
    await setType('course');
    const { plan } = await readPlan(owner, id);
    expect(plan.chapters[0]).toMatchObject({ lessons: COURSE.chapters[0]!.lessons, quiz: quizOf(1) });
    expect(plan.chapters[1]).toMatchObject({ title: 'Renamed', lessons: [], quiz: [] });
    expect(plan.chapters[5]!.quiz).toEqual(quizOf(6));
    expect(plan.finalAssignment).toBe(COURSE.finalAssignment);
  });

  it('refuses a question whose answer is not one of its choices, naming it, and keeps the plan saved before', async () => {
    const broken = structuredClone(COURSE);
    broken.chapters[1]!.quiz![0] = { ...quizOf(2)[0]!, answer: 3 } as QuizQuestionBody;
    const refused = await expectBody(
      await owner.call(projectApi.savePlan, { params: { id: courseId }, body: broken }),
      400,
      errorBody,
    );
    expect(refused.error).toMatchObject({
      message: 'The right answer must be one of the choices',
      field: 'chapters.1.quiz.0.answer',
    });
    const noAnswers = structuredClone(COURSE);
    noAnswers.chapters[0]!.quiz![2] = { ...quizOf(1)[2]!, acceptedAnswers: ['  ', ''] } as QuizQuestionBody;
    const short = await owner.call(projectApi.savePlan, { params: { id: courseId }, body: noAnswers });
    expect(((await short.json()) as { error: { message: string } }).error.message).toBe(
      'A short-answer question needs at least one accepted answer',
    );
    expect((await readPlan(owner, courseId)).plan.chapters[1]!.quiz).toEqual(quizOf(2));
  });

  it('writes the quiz bank in GIFT that a GIFT parser reads back: a category per module, every answer intact', async () => {
    const response = await download(owner, 'gift');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(
      'filename="Meal Prep Calm Quick (Quiz Bank, Moodle GIFT).txt"',
    );
    const questions = parseGift(await response.text());
    const categories = questions.filter((question) => question.type === 'Category');
    expect(categories.map((category) => ('title' in category ? category.title : ''))).toEqual(
      COURSE.chapters.map(
        (module, index) => `$course$/top/Meal Prep: Calm - Quick/Module ${index + 1}: ${module.title}`,
      ),
    );
    const read = questions.filter((question) => question.type !== 'Category');
    expect(read).toHaveLength(18);
    COURSE.chapters.forEach((_, index) => {
      const [choice, truth, short] = read.slice(index * 3, index * 3 + 3);
      const [mc, tf, sa] = quizOf(index + 1);
      expect(choice).toMatchObject({ type: 'MC', stem: { text: mc!.question } });
      expect(choice).toMatchObject({ globalFeedback: { text: mc!.explanation } });
      const choices = (choice as { choices: { isCorrect: boolean; text: { text: string } }[] }).choices;
      expect(choices.map((c) => [c.text.text, c.isCorrect])).toEqual([
        ['Shop ~ list', false],
        [`Plan the week #${index + 1}`, true],
        ['Cook, then plan', false],
      ]);
      expect(truth).toMatchObject({ type: 'TF', stem: { text: tf!.question }, isTrue: index % 2 === 1 });
      expect(short).toMatchObject({ type: 'Short', globalFeedback: { text: sa!.explanation } });
      const accepted = (short as { choices: { text: { text: string } }[] }).choices.map((c) => c.text.text);
      expect(accepted).toEqual(['Pantry', 'the pantry']);
    });
  });

  it('writes a QTI 1.2 package: a manifest naming an assessment per module, each item scored on its right answer', async () => {
    const response = await download(owner, 'qti');
    expect(response.headers.get('content-type')).toBe('application/zip');
    const files = unzipSync(await bytesOf(response));
    const xml = (name: string) => new DOMParser().parseFromString(strFromU8(files[name]!), 'text/xml');
    const manifest = xml('imsmanifest.xml').documentElement!;
    expect(manifest.namespaceURI).toBe('http://www.imsglobal.org/xsd/imscp_v1p1');
    const resources = Array.from(manifest.getElementsByTagName('resource'));
    expect(resources).toHaveLength(6);
    const hrefs = resources.map((resource) => resource.getElementsByTagName('file')[0]!.getAttribute('href')!);
    expect(Object.keys(files).sort()).toEqual(['imsmanifest.xml', ...hrefs].sort());
    expect(resources.every((resource) => resource.getAttribute('type') === 'imsqti_xmlv1p2')).toBe(true);

    hrefs.forEach((href, index) => {
      const root = xml(href).documentElement!;
      expect(root.localName).toBe('questestinterop');
      expect(root.namespaceURI).toBe('http://www.imsglobal.org/xsd/ims_qtiasiv1p2');
      const assessment = root.getElementsByTagName('assessment')[0]!;
      expect(assessment.getAttribute('title')).toBe(`Module ${index + 1}: Week ${index + 1} Kitchen`);
      const items = Array.from(root.getElementsByTagName('item'));
      const text = (element: Element, tag: string) =>
        Array.from(element.getElementsByTagName(tag)).map((found) => found.textContent);
      expect(items.map((item) => text(item, 'fieldentry')[0])).toEqual([
        'multiple_choice_question',
        'true_false_question',
        'short_answer_question',
      ]);
      const [mc, tf, sa] = quizOf(index + 1);
      const rightLabel = (item: Element) => {
        const right = text(item, 'varequal')[0];
        const label = Array.from(item.getElementsByTagName('response_label')).find(
          (candidate) => candidate.getAttribute('ident') === right,
        )!;
        return text(label, 'mattext')[0];
      };
      expect(text(items[0]!, 'mattext')[0]).toBe(mc!.question);
      expect(rightLabel(items[0]!)).toBe('Plan the week #' + (index + 1));
      expect(text(items[0]!, 'itemfeedback').length).toBe(1);
      expect(rightLabel(items[1]!)).toBe(tf!.kind === 'true-false' && tf!.answer ? 'True' : 'False');
      expect(items[1]!.getElementsByTagName('itemfeedback')).toHaveLength(0);
      expect(text(items[2]!, 'varequal')).toEqual(sa!.kind === 'short-answer' ? sa!.acceptedAnswers : []);
    });
  });

  it('writes the quiz bank as CSV a spreadsheet opens: a row per question, formulas kept as text', async () => {
    const bytes = await bytesOf(await download(owner, 'csv'));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = strFromU8(bytes.slice(3)).trimEnd().split('\r\n');
    expect(rows).toHaveLength(19);
    expect(rows[0]).toBe(
      'Module,Module title,Question number,Type,Question,Choice A,Choice B,Choice C,Choice D,Choice E,Choice F,Right answer,Explanation',
    );
    expect(rows[1]).toBe(
      '1,Week 1 Kitchen,1,Multiple choice,"Module 1: which step comes first? {pick one} = ""the plan"" & <not> the rest",' +
        'Shop ~ list,Plan the week #1,"Cook, then plan",,,,B: Plan the week #1,Plan first: the list follows the plan.',
    );
    expect(rows[2]).toBe('1,Week 1 Kitchen,2,True/false,A plan for module 1 needs a shopping day.,,,,,,,False,');
    expect(rows[3]).toMatch(/,Short answer,.*,Pantry \| the pantry,'=SUM\(A1\) is not an answer$/);
  });

  it('writes a SCORM 1.2 package whose manifest holds what the ADL schemas require, its one SCO launching the course', async () => {
    const response = await download(owner, 'scorm');
    expect(response.headers.get('content-disposition')).toContain('filename="Meal Prep Calm Quick (SCORM 1.2).zip"');
    const files = unzipSync(await bytesOf(response));
    const manifest = new DOMParser().parseFromString(strFromU8(files['imsmanifest.xml']!), 'text/xml').documentElement!;
    const CP = 'http://www.imsproject.org/xsd/imscp_rootv1p1p2';
    const ADLCP = 'http://www.adlnet.org/xsd/adlcp_rootv1p2';
    expect([manifest.namespaceURI, manifest.localName]).toEqual([CP, 'manifest']);
    expect(manifest.getAttribute('identifier')).toMatch(/^infoforge_[0-9a-f]{32}$/);
    expect(manifest.getAttribute('xsi:schemaLocation')).toContain(`${ADLCP} adlcp_rootv1p2.xsd`);
    const only = (parent: Element, name: string, ns = CP) => {
      const found = Array.from(parent.getElementsByTagNameNS(ns, name));
      expect(found, name).toHaveLength(1);
      return found[0]!;
    };
    const metadata = only(manifest, 'metadata');
    expect(only(metadata, 'schema').textContent).toBe('ADL SCORM');
    expect(only(metadata, 'schemaversion').textContent).toBe('1.2');
    const organizations = only(manifest, 'organizations');
    const organization = only(organizations, 'organization');
    expect(organizations.getAttribute('default')).toBe(organization.getAttribute('identifier'));
    const item = only(organization, 'item');
    expect(only(item, 'masteryscore', ADLCP).textContent).toBe('80');
    const resource = only(only(manifest, 'resources'), 'resource');
    expect(item.getAttribute('identifierref')).toBe(resource.getAttribute('identifier'));
    expect(resource.getAttributeNS(ADLCP, 'scormtype')).toBe('sco');
    expect(resource.getAttribute('type')).toBe('webcontent');
    const named = Array.from(resource.getElementsByTagNameNS(CP, 'file')).map((file) => file.getAttribute('href'));
    expect(named).toContain(resource.getAttribute('href'));
    expect(Object.keys(files).sort()).toEqual(['imsmanifest.xml', ...named].sort());
    const page = strFromU8(files[resource.getAttribute('href')!]!);
    expect(page).toContain('Lesson 6.4: Small steps');
    expect(page).not.toContain('<not>');
  });

  it("packs a course's kit in the download of everything, with the README saying where each goes", async () => {
    const project = await shortBookProject(ctx, owner, {
      title: 'Prep Once',
      sectionName: 'Week 1 Kitchen',
      content: 'Cook the grains first.',
    });
    await ctx.db.updateTable('projects').set({ product_type: 'course' }).where('id', '=', project.id).execute();
    await savePlan(owner, project.id, COURSE);
    await generateFilesForSale(ctx, owner, project.id);
    const zip = await bytesOf(await owner.call(projectDocumentApi.all, { params: { id: project.id } }));
    const names = zipEntryNames(zip);
    // Its one section is no module written as lessons: no lesson pages, every file the plan makes.
    const kit = {
      slides: 'Meal Prep Calm Quick (Slide Decks).zip',
      scorm: 'Meal Prep Calm Quick (SCORM 1.2).zip',
      gift: 'Meal Prep Calm Quick (Quiz Bank, Moodle GIFT).txt',
      qti: 'Meal Prep Calm Quick (Quiz Bank, Canvas QTI).zip',
      csv: 'Meal Prep Calm Quick (Quiz Bank).csv',
    } as const;
    expect(names).toEqual(expect.arrayContaining(Object.values(kit)));
    expect(names.filter((name) => name.includes('Lesson Pages'))).toEqual([]);
    expect(parseGift(strFromU8(zipEntry(zip, kit.gift)!)).filter((q) => q.type !== 'Category')).toHaveLength(18);
    const readme = zipEntryText(zip, 'README.txt')!;
    for (const [format, name] of Object.entries(kit))
      expect(readme).toContain(`${name}\r\n  ${COURSE_KIT_FILES[format as keyof typeof kit].where}`);
    expect(readme).toMatch(/^Meal Prep: Calm \/ Quick: the files of the course, and where each goes\r\n/);
    expect(readme).toContain('Meal Prep Calm Quick.pdf\r\n  The course workbook: each module’s lessons');
    expect(readme).not.toContain('Draft:');
    expect(readme).toContain('Meal Prep Calm Quick.epub\r\n  The course workbook as an ebook');
    expect(readme).not.toContain('upload it as the book');

    const book = await shortBookProject(ctx, owner);
    await generateFilesForSale(ctx, owner, book.id);
    const bookZip = await bytesOf(await owner.call(projectDocumentApi.all, { params: { id: book.id } }));
    expect(zipEntryNames(bookZip).filter((name) => name.includes('Quiz Bank') || name.includes('SCORM'))).toEqual([]);
    expect(zipEntryText(bookZip, 'README.txt')).not.toMatch(/course's kit|course workbook/);
    expect(zipEntryText(bookZip, 'README.txt')).toContain('upload it as the book');
  });

  it('refuses one file more than FILES_MADE_AT_ONCE for one user with a 429, while another user downloads theirs', async () => {
    const course = await newProject(owner, 'course');
    await savePlan(owner, course, COURSE);
    const book = (await shortBookProject(ctx, owner)).id;
    for (const id of [course, book]) await generateFilesForSale(ctx, owner, id);
    const other = await ctx.signUp();
    const othersCourse = await newProject(other, 'course');
    await savePlan(other, othersCourse, COURSE);

    // Each download of everything is held as it opens its first file (it opens them one by one), so every one is
    // under way when the next asks.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    const open = ctx.storage.open.bind(ctx.storage);
    ctx.storage.open = async (key) => {
      if (key.includes(course) || key.includes(book)) {
        held += 1;
        await released;
      }
      return open(key);
    };
    try {
      const packing = Array.from({ length: FILES_MADE_AT_ONCE }, (_, index) =>
        owner.call(projectDocumentApi.all, { params: { id: index % 2 === 0 ? course : book } }),
      );
      await vi.waitFor(() => expect(held).toBe(FILES_MADE_AT_ONCE), { timeout: 30_000 });

      for (const oneMore of [
        download(owner, 'gift', course),
        owner.call(projectDocumentApi.all, { params: { id: book } }),
      ]) {
        const refused = await oneMore;
        expect(await expectBody(refused, 429, errorBody)).toEqual({
          error: { code: 'RATE_LIMITED', message: FILES_MADE_AT_ONCE_MESSAGE },
        });
        expect(refused.headers.get('retry-after')).toBe('1');
      }
      expect(FILES_MADE_AT_ONCE_MESSAGE).toBe(
        'You are already downloading 3 files. Please wait a moment for them to finish, then try again.',
      );
      expect(parseGift(strFromU8(await bytesOf(await download(other, 'gift', othersCourse))))).not.toHaveLength(0);

      release();
      for (const packed of await Promise.all(packing)) {
        expect(packed.status).toBe(200);
        expect(zipEntryNames(await bytesOf(packed))).toContain('README.txt');
      }
      expect((await download(owner, 'gift', course)).status).toBe(200);
    } finally {
      release();
      ctx.storage.open = open;
    }
  });

  it('writes the course in one run: each module its lessons with video scripts, read back as lesson pages and in the SCORM package', async () => {
    await ctx.jobs.start();
    await startBook(owner, courseId);
    const view = await waitForBook(owner, courseId, runSettled, 60_000);
    expect(view.run?.status).toBe('completed');
    // Each module was asked for its four lessons' words, and says so beside the words it came back with.
    expect(view.run!.written.find((part) => part.key === 'chapter-1')!.wordsAsked).toBe(
      4 * COURSE_PLAN_LIMITS.lessonWordsAsked.min,
    );

    const course = await expectBody(
      await owner.call(projectCourseApi.read, { params: { id: courseId } }),
      200,
      courseView,
    );
    expect(course.modules.map((module) => module.title)).toEqual(COURSE.chapters.map((module) => module.title));
    for (const [index, module] of course.modules.entries()) {
      expect(module.plannedLessons).toBe(4);
      expect(module.written).toMatchObject({ template: true, outOfDate: false });
      expect(module.written!.lessons.map((lesson) => lesson.title)).toEqual(
        lessonsOf(index + 1).map((lesson) => lesson.title),
      );
      for (const lesson of module.written!.lessons) expect(lesson.minutes).toBeGreaterThanOrEqual(1);
    }
    const minutes = course.modules.flatMap((module) => module.written!.lessons.map((lesson) => lesson.minutes));
    expect(course.counts).toEqual({
      lessons: 24,
      questions: 18,
      writtenLessons: 24,
      videoMinutes: minutes.reduce((sum, each) => sum + each, 0),
    });

    // The listing drafted at the run's end is a course's: its modules, lessons, minutes and what its lessons teach.
    const listing = await expectBody(
      await owner.call(projectListingApi.read, { params: { id: courseId } }),
      200,
      listingSchema,
    );
    expect(listing.fields.description).toContain(
      `<p>The course: 6 modules, 24 lessons, about ${course.counts.videoMinutes} minutes of video.</p>`,
    );
    expect(listing.fields.description).toContain(
      '<p><b>What you will learn</b></p><ul><li>Take step 1 of module 1.</li>',
    );
    expect(listing.fields.summary).toContain(`24 lessons, about ${course.counts.videoMinutes} minutes of video.`);

    const pages = await bytesOf(await download(owner, 'lessons'));
    const names = zipEntryNames(pages);
    // A page per lesson in its module's folder.
    const inModules = names.filter((name) => name.includes('/'));
    expect(
      inModules.filter(
        (name) => name.endsWith('.md') && !name.endsWith('Video scripts.md') && !name.endsWith('summary.md'),
      ),
    ).toHaveLength(24);
    expect(inModules.filter((name) => name.endsWith('.html'))).toHaveLength(24);
    const first = zipEntryText(pages, '01 Week 1 Kitchen/01 Lesson 1.1 Small steps.md')!;
    expect(first.split('\n')[0]).toBe('# Lesson 1.1: Small steps');
    expect(first).toContain('Template text from the built-in writer');
    expect(first).toContain('### Point one of 1.1');
    expect(first).not.toContain(':::note');
    expect(first).not.toContain('Video Script');
    const html = zipEntryText(pages, '06 Week 6 Kitchen/04 Lesson 6.4 Small steps.html')!;
    expect(html).toContain('<h1>Lesson 6.4: Small steps</h1>');
    // Its parts are the page's second level, under its title: no level skipped.
    expect(html).toMatch(/<h2>[^<]+<\/h2>/);
    expect(html).not.toContain('<h3>');
    expect(html).toContain('Point two of 6.4');
    const scripts = zipEntryText(pages, '03 Week 3 Kitchen/Video scripts.md')!;
    expect(scripts).toContain('**On screen:** Lesson 1: Lesson 3.1: Small steps');
    expect(scripts).toMatch(/spoken words, about \d+ minutes? at 150 words a minute/);
    expect(scripts).toContain(`> ${TEMPLATE_SCRIPTS_LINE}`);
    // The written overview and conclusion open and close the pages, author notes left out.
    expect(zipEntryNames(pages).filter((name) => !name.includes('/'))).toEqual([
      '00 Course Overview.md',
      '00 Course Overview.html',
      '07 Course Conclusion.md',
      '07 Course Conclusion.html',
      'README.txt',
    ]);
    expect(zipEntryText(pages, '00 Course Overview.md')).toMatch(/^# Course Overview\n\n> Template text/);
    expect(zipEntryText(pages, '07 Course Conclusion.html')).not.toContain(':::note');
    const readme = zipEntryText(pages, 'README.txt')!;
    expect(readme).toContain(
      '01 Week 1 Kitchen/  Module 1: Week 1 Kitchen (template text: replace it before you publish)',
    );
    expect(readme).toContain(`Videos in all: about ${course.counts.videoMinutes} minutes.`);

    // A deck per module: its title slide, then each lesson's title slide and a slide per thing its script shows.
    const decks = unzipSync(await bytesOf(await download(owner, 'slides')));
    expect(Object.keys(decks)).toEqual(
      [
        ...COURSE.chapters.map((module, index) => `0${index + 1} ${module.title}.pptx`),
        // The cover's faces, to install before a deck is opened (deck-fonts.ts).
        ...['PlayfairDisplay-Regular.ttf', 'PlayfairDisplay-Bold.ttf', 'PlayfairDisplay-OFL.txt'],
        ...['Montserrat-Regular.ttf', 'Montserrat-Bold.ttf', 'Montserrat-OFL.txt', 'README.txt'],
      ].map((name) => (name.endsWith('.pptx') ? name : `Fonts/${name}`)),
    );
    const slides = readPptx(decks['02 Week 2 Kitchen.pptx']!);
    expect(slides).toHaveLength(1 + 4 * (1 + 2 + 1));
    expect(slides[0]!.texts).toEqual(['Module 2', 'Week 2 Kitchen', 'Cook week 2 in an hour.']);
    expect(slides[0]!.notes).toEqual([TEMPLATE_SCRIPTS_LINE]);
    expect(slides[1]!.texts).toEqual([
      'Module 2 · Lesson 1',
      'Lesson 1: Lesson 2.1: Small steps',
      'Take step 1 of module 2.',
    ]);
    expect(slides[2]!.texts).toEqual(['Point one of 2.1', 'Module 2 · Lesson 1']);
    expect(slides[2]!.notes.join(' ')).toContain('“Point one of 2.1”');
    // The lesson's task on its last slide, as the script's closing words say ("do the task on the screen").
    expect(slides[4]!.texts[0]).toMatch(/^Your turn: \S/);

    const scorm = unzipSync(await bytesOf(await download(owner, 'scorm')));
    expect(strFromU8(scorm['index.html']!)).toContain('Point one of 2.3');
    expect(strFromU8(scorm['index.html']!)).toContain(`"templateLine":"${TEMPLATE_PAGE_LINE}"`);
    // The run's written overview and conclusion go with the lessons, each labelled as template text.
    expect(strFromU8(scorm['index.html']!)).toMatch(/"overview":\{"html":"\\u003cp>.+?","template":true\}/);
    expect(strFromU8(scorm['index.html']!)).toMatch(/"conclusion":\{"html":"\\u003cp>.+?","template":true\}/);

    // The download of everything, made at the run's end, says which modules are still template text.
    await eventually(async () => (await documentsStatusOf(ctx, courseId)) === 'completed', 120_000);
    const everything = await bytesOf(await owner.call(projectDocumentApi.all, { params: { id: courseId } }));
    expect(zipEntryText(everything, 'README.txt')).toContain(
      `Draft: the text of ${COURSE.chapters.map((module, index) => `Module ${index + 1}: ${module.title}`).join(', ')} is still the built-in writer's template.`,
    );

    // A lesson renamed in the plan leaves its module out of date, and only that one.
    const renamed = structuredClone(COURSE);
    renamed.chapters[1]!.lessons![0]!.title = 'A new first lesson';
    await savePlan(owner, courseId, renamed);
    const after = await expectBody(
      await owner.call(projectCourseApi.read, { params: { id: courseId } }),
      200,
      courseView,
    );
    expect(after.modules.map((module) => module.written?.outOfDate)).toEqual([false, true, false, false, false, false]);
    // So does a lesson moved within its module, whose pages teach the lessons in the order they were written; the
    // plan as it was makes every module current again.
    const moved = structuredClone(COURSE);
    moved.chapters[3]!.lessons!.reverse();
    await savePlan(owner, courseId, moved);
    const outOfDate = async () =>
      (
        await expectBody(await owner.call(projectCourseApi.read, { params: { id: courseId } }), 200, courseView)
      ).modules.map((module) => module.written?.outOfDate);
    expect(await outOfDate()).toEqual([false, false, false, true, false, false]);
    await savePlan(owner, courseId, COURSE);
    expect(await outOfDate()).toEqual([false, false, false, false, false, false]);
    // The listing prints no lesson's title: it stays current. It counts the lessons and lists their objectives: a
    // lesson more leaves the fields drafted from them out of date, and the plan as it was makes them current again.
    const listingOutOfDate = async () =>
      (await expectBody(await owner.call(projectListingApi.read, { params: { id: courseId } }), 200, listingSchema))
        .outOfDate;
    expect(await listingOutOfDate()).toEqual([]);
    const longer = structuredClone(COURSE);
    longer.chapters[2]!.lessons!.push({ title: 'One more', objective: 'Freeze a week ahead.', keyPoints: [] });
    await savePlan(owner, courseId, longer);
    expect(await listingOutOfDate()).toEqual(['description', 'summary']);
    await savePlan(owner, courseId, COURSE);
    expect(await listingOutOfDate()).toEqual([]);
    // Its description and summary give the minutes of video: a script the creator lengthens by two minutes leaves
    // them out of date too, and the script as it was makes them current again.
    const module1 = await ctx.db
      .selectFrom('generated_content')
      .select(['id', 'section_name', 'content'])
      .where('user_id', '=', owner.userId)
      .where('section_name', 'like', 'Module 1:%')
      .executeTakeFirstOrThrow();
    const editModule1 = async (content: string) =>
      expect(
        (
          await owner.call(savedItemApi.content.update, {
            params: { id: module1.id },
            body: { sectionName: module1.section_name, content, contentType: 'markdown' },
          })
        ).status,
      ).toBe(200);
    const script = /^### Video Script$/m;
    expect(module1.content).toMatch(script);
    await editModule1(module1.content.replace(script, `### Video Script\n\n${'word '.repeat(300).trim()}`));
    expect(await listingOutOfDate()).toEqual(['description', 'summary']);
    await editModule1(module1.content);
    expect(await listingOutOfDate()).toEqual([]);

    const stranger = await ctx.signUp();
    await expectBody(await stranger.call(projectCourseApi.read, { params: { id: courseId } }), 404, errorBody);
    await expectBody(await download(stranger, 'lessons'), 404, errorBody);
  });

  it("makes the course's files out of date when a question its workbook asks changes, not when the plan is saved as it was", async () => {
    await generateFilesForSale(ctx, owner, courseId);
    await savePlan(owner, courseId, COURSE);
    expect(await documentsStatusOf(ctx, courseId)).toBe('completed');
    const reworded = structuredClone(COURSE);
    reworded.chapters[3]!.quiz![1]!.question = 'A plan needs two shopping days.';
    await savePlan(owner, courseId, reworded);
    expect(await documentsStatusOf(ctx, courseId)).toBe('not_generated');
    await savePlan(owner, courseId, COURSE);
  });

  it('drafts the lessons and quiz a module lacks before the run writes it, keeping what the creator planned', async () => {
    const id = await newProject(owner, 'course');
    const [, second, third] = COURSE.chapters;
    const planned: BookPlanBody = {
      ...COURSE,
      title: 'Pantry Basics',
      chapters: [
        { title: 'Stock the Shelves', goal: 'Fill a pantry for a month.' },
        { ...second!, quiz: [] },
        third!,
        { title: 'One Pot', goal: '', lessons: second!.lessons!.slice(0, 1) },
      ],
    };
    const { revision: opened } = await savePlan(owner, id, planned);
    await ctx.jobs.start();
    await startBook(owner, id);
    expect((await waitForBook(owner, id, runSettled, 60_000)).run?.status).toBe('completed');

    // The plan as a form opened before the run shows it is not saved over what the run drafted.
    const stale = await owner.put(`/api/projects/${id}/plan`, {
      ...planned,
      title: 'Pantry Basics 2',
      revision: opened,
    });
    expect((await expectBody(stale, 409, errorBody)).error.message).toBe(
      'The course plan was saved again after these changes began, so they are not saved.',
    );
    const { plan, revision } = await readPlan(owner, id);
    expect([plan.title, revision]).toEqual(['Pantry Basics', opened + 3]);
    // The module with nothing planned has the built-in writer's lessons and a quiz on them, and is written on them.
    const drafted = plan.chapters[0]!;
    expect(drafted.lessons!.map((lesson) => lesson.title)).toEqual([
      'Stock the Shelves: what it is for',
      'Stock the Shelves: step by step',
      'Stock the Shelves: in your own case',
    ]);
    expect(drafted.quiz!.map((question) => question.kind)).toEqual(['multiple-choice', 'true-false', 'short-answer']);
    // Each says it is the built-in writer's question about the plan, wherever the quiz goes.
    for (const question of drafted.quiz!) expect(question.explanation.startsWith(TEMPLATE_QUESTION)).toBe(true);
    // The module with lessons and no quiz keeps its lessons, and its quiz asks about them.
    expect(plan.chapters[1]!.lessons).toEqual(second!.lessons);
    expect(plan.chapters[1]!.quiz![0]).toMatchObject({
      kind: 'multiple-choice',
      question: `Which lesson of this module sets out to: ${second!.lessons![1]!.objective}`,
      choices: second!.lessons!.map((lesson) => lesson.title),
      answer: 1,
    });
    // The module with both is as planned; a module of one lesson is asked only its name.
    expect(plan.chapters[2]).toMatchObject({ lessons: third!.lessons, quiz: third!.quiz });
    expect(plan.chapters[3]!.quiz).toEqual([
      {
        kind: 'short-answer',
        question: 'Which module of Pantry Basics is this quiz part of?',
        acceptedAnswers: ['One Pot'],
        explanation: TEMPLATE_QUESTION,
      },
    ]);

    const course = await expectBody(await owner.call(projectCourseApi.read, { params: { id } }), 200, courseView);
    expect(course.modules[0]!.written!.lessons.map((lesson) => lesson.title)).toEqual(
      drafted.lessons!.map((lesson) => lesson.title),
    );
    expect(course.modules.map((module) => module.written?.outOfDate)).toEqual([false, false, false, false]);
    expect(course.counts).toMatchObject({ lessons: 12, questions: 10, writtenLessons: 12 });
    const decks = zipEntryNames(await bytesOf(await download(owner, 'slides', id)));
    expect(decks.filter((name) => name.endsWith('.pptx'))).toHaveLength(4);
    const drafts = await ctx.db
      .selectFrom('generation_usage')
      .select('outcome')
      .where('user_id', '=', owner.userId)
      .where('task', '=', 'draft-course-module')
      .execute();
    expect(drafts).toEqual(Array.from({ length: 3 }, () => ({ outcome: 'success' })));
  });

  it("counts drafting what a module lacks in the run's estimate: its lessons and quiz, or a quiz on its lessons", async () => {
    const id = await newProject(owner, 'course');
    const [first, second] = COURSE.chapters;
    const estimateWith = async (chapters: BookPlanBody['chapters']) => {
      await savePlan(owner, id, { ...COURSE, chapters });
      return (await readBookView(owner, id)).estimate.tokens!;
    };
    const planned = await estimateWith([first!, second!]);
    const quizless = await estimateWith([first!, { ...second!, quiz: [] }]);
    const bare = await estimateWith([first!, { title: second!.title, goal: second!.goal }]);
    // A quiz on the planned lessons is asked with them, and may be answered at a whole draft's length.
    expect(quizless.inputTokens).toBeGreaterThan(planned.inputTokens);
    expect(quizless.outputTokens - planned.outputTokens).toBeGreaterThan(5_000);
    // A module with nothing planned: its lessons and quiz drafted, then written on as many lessons as a draft may have
    // (more than the four planned).
    expect(second!.lessons!.length).toBeLessThan(COURSE_PLAN_LIMITS.draftedLessons);
    expect(bare.inputTokens).toBeGreaterThan(planned.inputTokens);
    expect(bare.outputTokens).toBeGreaterThan(quizless.outputTokens);
  });

  it("answers 404 for a book's kit, 409 for a course without lessons or questions, and 404 to another user", async () => {
    const bookId = await newProject(owner, 'ebook');
    const book = await expectBody(await download(owner, 'gift', bookId), 404, errorBody);
    expect(book.error.message).toBe(NOT_A_COURSE);
    const emptyId = await newProject(owner, 'course');
    const empty = await expectBody(await download(owner, 'qti', emptyId), 409, errorBody);
    expect(empty.error.message).toBe(KIT_FILE_NEEDS.questions);
    const noLessons = await expectBody(await download(owner, 'scorm', emptyId), 409, errorBody);
    expect(noLessons.error.message).toBe(KIT_FILE_NEEDS.lessons);
    const unwritten = await expectBody(await download(owner, 'lessons', emptyId), 409, errorBody);
    expect(unwritten.error.message).toBe(KIT_FILE_NEEDS.written);
    const stranger = await ctx.signUp();
    for (const format of COURSE_KIT_FORMATS) {
      const refused = await expectBody(await download(stranger, format), 404, errorBody);
      expect(refused.error.message).toBe('Project not found');
    }
    await expectBody(await download(ctx.anonymous(), 'csv'), 401, errorBody);
  });
});
