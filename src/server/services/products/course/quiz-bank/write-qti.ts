import { strToU8, zipSync } from 'fflate';
import { escapeXml } from '../../../../../shared/escape-xml.js';
import type { QuizQuestion } from '../../../../../shared/schemas/course-plan.js';
import { moduleName, type CourseQuizzes, type QuizModule } from '../course-quizzes.js';

/** Canvas's names of the question types, read from each item's metadata as it imports a QTI 1.2 package. */
const CANVAS_TYPES = {
  'multiple-choice': 'multiple_choice_question',
  'true-false': 'true_false_question',
  'short-answer': 'short_answer_question',
} as const;

const QTI_NAMESPACE =
  'xmlns="http://www.imsglobal.org/xsd/ims_qtiasiv1p2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
  'xsi:schemaLocation="http://www.imsglobal.org/xsd/ims_qtiasiv1p2 http://www.imsglobal.org/xsd/ims_qtiasiv1p2p1.xsd"';

const text = (value: string) => `<material><mattext texttype="text/plain">${escapeXml(value)}</mattext></material>`;

const metadataField = (label: string, entry: string) =>
  `<qtimetadatafield><fieldlabel>${label}</fieldlabel><fieldentry>${escapeXml(entry)}</fieldentry></qtimetadatafield>`;

/** The choices a learner picks from: a multiple-choice question's, or True and False. */
function choicesOf(question: QuizQuestion): { labels: string[]; right: number[] } {
  if (question.kind === 'multiple-choice') return { labels: question.choices, right: [question.answer] };
  if (question.kind === 'true-false') return { labels: ['True', 'False'], right: [question.answer ? 0 : 1] };
  return { labels: [], right: [] };
}

/** How the item is answered, and which answers score 100. */
function responseOf(question: QuizQuestion, ident: string): { presentation: string; scoring: string } {
  if (question.kind === 'short-answer') {
    const accepted = question.acceptedAnswers
      .map((answer) => `<varequal respident="response1">${escapeXml(answer)}</varequal>`)
      .join('');
    return {
      presentation:
        '<response_str ident="response1" rcardinality="Single"><render_fib>' +
        '<response_label ident="answer1" rshuffle="No"/></render_fib></response_str>',
      scoring: `<conditionvar>${accepted}</conditionvar>`,
    };
  }
  const { labels, right } = choicesOf(question);
  const choices = labels
    .map((label, index) => `<response_label ident="${ident}_${index + 1}">${text(label)}</response_label>`)
    .join('');
  return {
    presentation: `<response_lid ident="response1" rcardinality="Single"><render_choice>${choices}</render_choice></response_lid>`,
    scoring: `<conditionvar>${right.map((index) => `<varequal respident="response1">${ident}_${index + 1}</varequal>`).join('')}</conditionvar>`,
  };
}

/** One question as a QTI 1.2 item: its type for Canvas, its text, its choices, its scoring and its explanation. */
function item(question: QuizQuestion, ident: string, number: number): string {
  const { presentation, scoring } = responseOf(question, ident);
  const explained = question.explanation !== '';
  return [
    `<item ident="${ident}" title="Question ${number}">`,
    '<itemmetadata><qtimetadata>',
    metadataField('question_type', CANVAS_TYPES[question.kind]),
    metadataField('points_possible', '1.0'),
    '</qtimetadata></itemmetadata>',
    `<presentation>${text(question.question)}${presentation}</presentation>`,
    '<resprocessing>',
    '<outcomes><decvar maxvalue="100" minvalue="0" varname="SCORE" vartype="Decimal"/></outcomes>',
    explained
      ? '<respcondition continue="Yes"><conditionvar><other/></conditionvar>' +
        '<displayfeedback feedbacktype="Response" linkrefid="general_fb"/></respcondition>'
      : '',
    `<respcondition continue="No">${scoring}<setvar action="Set" varname="SCORE">100</setvar></respcondition>`,
    '</resprocessing>',
    explained
      ? `<itemfeedback ident="general_fb"><flow_mat>${text(question.explanation)}</flow_mat></itemfeedback>`
      : '',
    '</item>',
  ].join('');
}

/** A module's quiz as one QTI 1.2 assessment. */
function assessment(module: QuizModule, ident: string): string {
  const items = module.quiz.map((question, index) => item(question, `${ident}_q${index + 1}`, index + 1)).join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<questestinterop ${QTI_NAMESPACE}>`,
    `<assessment ident="${ident}" title="${escapeXml(moduleName(module))}">`,
    `<qtimetadata>${metadataField('cc_maxattempts', '1')}</qtimetadata>`,
    `<section ident="root_section">\n${items}\n</section>`,
    '</assessment>',
    '</questestinterop>',
    '',
  ].join('\n');
}

/** The package's manifest: one resource per module's assessment, each naming its file. */
function manifest(course: CourseQuizzes, idents: readonly string[], packageIdent: string): string {
  const resources = idents
    .map(
      (ident) =>
        `    <resource identifier="${ident}" type="imsqti_xmlv1p2">\n      <file href="${ident}/${ident}.xml"/>\n    </resource>`,
    )
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<manifest identifier="${packageIdent}" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" ` +
      'xmlns:imsmd="http://www.imsglobal.org/xsd/imsmd_v1p2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
      'xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/imscp_v1p1.xsd">',
    '  <metadata>',
    '    <schema>IMS Content</schema>',
    '    <schemaversion>1.1.3</schemaversion>',
    `    <imsmd:lom><imsmd:general><imsmd:title><imsmd:string>${escapeXml(course.title)} quiz bank</imsmd:string></imsmd:title></imsmd:general></imsmd:lom>`,
    '  </metadata>',
    '  <organizations/>',
    '  <resources>',
    resources,
    '  </resources>',
    '</manifest>',
    '',
  ].join('\n');
}

/**
 * The course's quiz bank as a QTI 1.2 package, the ZIP Canvas's "QTI .zip file" import takes (and Blackboard's and
 * other LMSs' QTI 1.2 imports): a manifest, and a quiz per module as its own assessment. Identifiers come from the
 * project's id, so importing the package again updates the same quizzes.
 */
export function writeQtiPackage(course: CourseQuizzes): Uint8Array {
  const packageIdent = `infoforge_${course.projectId.replace(/[^0-9a-z]/gi, '')}`;
  const idents = course.modules.map((module) => `${packageIdent}_m${module.number}`);
  const files: Record<string, Uint8Array> = { 'imsmanifest.xml': strToU8(manifest(course, idents, packageIdent)) };
  course.modules.forEach((module, index) => {
    const ident = idents[index]!;
    files[`${ident}/${ident}.xml`] = strToU8(assessment(module, ident));
  });
  return zipSync(files);
}
