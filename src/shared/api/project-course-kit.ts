import { courseView } from '../schemas/course-view.js';
import { endpoint } from './endpoint.js';

const quizBank = <Format extends string>(format: Format, what: string, mediaType: string) =>
  endpoint({
    method: 'GET',
    path: `/api/projects/:id/course-kit/quiz-bank/${format}`,
    failure: 'Failed to make the quiz bank',
    summary: `A course's quiz bank ${what}, made from its plan's quizzes and named after its title`,
    responses: { 200: { file: mediaType } },
  });

/** A course's kit (docs/decisions/0073-course-plan.md): files made from its plan, for the platforms courses are sold on. */
export const projectCourseKitApi = {
  lessons: endpoint({
    method: 'GET',
    path: '/api/projects/:id/course-kit/lessons',
    failure: 'Failed to make the lesson pages',
    summary:
      "A course's written lessons as Markdown and HTML pages in a ZIP, a folder per module with its video scripts",
    responses: { 200: { file: 'application/zip' } },
  }),
  slides: endpoint({
    method: 'GET',
    path: '/api/projects/:id/course-kit/slides',
    failure: 'Failed to make the slide decks',
    summary:
      "A course's slide decks in a ZIP: a PPTX per module in its cover's colours and type, the scripts as speaker notes, and the cover's fonts to install",
    responses: { 200: { file: 'application/zip' } },
  }),
  scorm: endpoint({
    method: 'GET',
    path: '/api/projects/:id/course-kit/scorm',
    failure: 'Failed to make the SCORM package',
    summary:
      "A course's lessons and quizzes as a single-SCO SCORM 1.2 package, made from its plan, named after its title",
    responses: { 200: { file: 'application/zip' } },
  }),
  gift: quizBank('gift', 'in GIFT, for Moodle', 'text/plain'),
  qti: quizBank('qti', 'as a QTI 1.2 package, for Canvas', 'application/zip'),
  csv: quizBank('csv', 'as a spreadsheet (CSV)', 'text/csv'),
};

/** A course's modules as written, and the counts its kit's files go by (docs/decisions/0074-course-run.md). */
export const projectCourseApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/projects/:id/course',
    failure: 'Failed to load the course',
    summary: "A course's modules with the lessons written in each, their videos' minutes, and its kit's counts",
    responses: { 200: { json: courseView } },
  }),
};
