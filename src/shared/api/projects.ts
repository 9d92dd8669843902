import { bookPlanInput, bookPlanResponse } from '../schemas/book-plan.js';
import { draftCourseModuleInput, draftCourseModuleResult } from '../schemas/course-plan.js';
import {
  createProjectInput,
  projectDetail,
  projectSummaryPage,
  replaceSectionsInput,
  updateProjectInput,
} from '../schemas/project.js';
import { listQuery } from '../schemas/saved-item.js';
import { endpoint } from './endpoint.js';

const update = endpoint({
  method: 'PATCH',
  path: '/api/projects/:id',
  failure: 'Failed to update project',
  summary: 'Changes the fields sent, the others stay; a changed part sets the documents back to not generated',
  body: updateProjectInput,
  responses: { 200: { json: projectDetail } },
});

/** The user's projects: their parts, ordered sections and book plan. Another user's project is a 404. */
export const projectApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/projects',
    failure: 'Failed to load saved items',
    summary: "A page of the user's projects, newest first, searched by title",
    query: listQuery,
    responses: { 200: { json: projectSummaryPage } },
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/projects',
    failure: 'Failed to save project',
    summary:
      'Creates a project from saved parts, with its ordered sections; with generateDocuments, starts its documents too',
    body: createProjectInput,
    responses: { 201: { json: projectDetail } },
  }),
  read: endpoint({
    method: 'GET',
    path: '/api/projects/:id',
    failure: 'Failed to load project',
    summary: 'One project joined with its parts and ordered sections',
    responses: { 200: { json: projectDetail } },
  }),
  update,
  /** The same change sent with PUT. */
  updateWithPut: endpoint({ ...update, method: 'PUT' }),
  replaceSections: endpoint({
    method: 'PUT',
    path: '/api/projects/:id/sections',
    failure: 'Failed to add content sections',
    summary: "Replaces the project's sections with these content sections, in this order",
    body: replaceSectionsInput,
    responses: { 200: { json: projectDetail } },
  }),
  readPlan: endpoint({
    method: 'GET',
    path: '/api/projects/:id/plan',
    failure: 'Failed to load the book plan',
    summary: "The project's book plan: the saved one, or one derived from its parts",
    responses: { 200: { json: bookPlanResponse } },
  }),
  savePlan: endpoint({
    method: 'PUT',
    path: '/api/projects/:id/plan',
    failure: 'Failed to save the book plan',
    summary: "Replaces the project's book plan",
    body: bookPlanInput,
    responses: { 200: { json: bookPlanResponse } },
  }),
  draftModule: endpoint({
    method: 'POST',
    path: '/api/projects/:id/plan/draft-module',
    failure: 'Failed to draft the module',
    summary:
      "Drafts a course module's lessons and quiz from its title and goal and the course's idea; nothing is saved",
    body: draftCourseModuleInput,
    responses: { 200: { json: draftCourseModuleResult } },
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/projects/:id',
    failure: 'Failed to delete item',
    summary: 'Deletes the project and its files; its saved parts stay',
    responses: { 204: { empty: true } },
  }),
};
