import { adminApi } from './admin.js';
import { contentSectionApi } from './content-sections.js';
import { coverImageApi } from './cover-images.js';
import { dashboardApi } from './dashboard.js';
import type { Endpoint } from './endpoint.js';
import { generateApi } from './generate.js';
import { healthApi } from './health.js';
import { meApi } from './me.js';
import { openApi } from './openapi.js';
import { projectAiDisclosureApi } from './project-ai-disclosure.js';
import { projectLicenseApi } from './project-license.js';
import { projectRebrandApi } from './project-rebrand.js';
import { projectBookApi } from './project-book.js';
import { projectCourseApi, projectCourseKitApi } from './project-course-kit.js';
import { projectCoverApi } from './project-cover.js';
import { projectDocumentApi } from './project-documents.js';
import { projectListingApi } from './project-listing.js';
import { projectPrintApi } from './project-print.js';
import { projectTemplatePackApi } from './project-template-pack.js';
import { projectApi } from './projects.js';
import { savedCardApi } from './saved-cards.js';
import { savedItemApi } from './saved-items.js';

/** The endpoint groups, each an object of endpoints by name, in the order of the API document. */
const GROUPS: readonly Record<string, Endpoint>[] = [
  healthApi,
  openApi,
  meApi,
  dashboardApi,
  adminApi,
  ...Object.values(savedItemApi),
  contentSectionApi,
  savedCardApi,
  projectApi,
  projectDocumentApi,
  projectPrintApi,
  projectCourseApi,
  projectCourseKitApi,
  projectTemplatePackApi,
  projectListingApi,
  projectAiDisclosureApi,
  projectLicenseApi,
  projectRebrandApi,
  projectBookApi,
  projectCoverApi,
  coverImageApi,
  generateApi,
];

/**
 * Every endpoint the server answers (better-auth's /api/auth/* aside), in the order of the API document. It loads
 * every schema, so the client never imports it: each of its calls imports the group it calls.
 */
export const ALL_ENDPOINTS: readonly Endpoint[] = GROUPS.flatMap((group) => Object.values(group));
