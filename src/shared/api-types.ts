import type { PdfStatus, ProjectStatus } from './catalog.js';

/** Shapes of API responses that both sides read. */

export interface CurrentUserResponse {
  id: string;
  email: string;
  fullName: string | null;
  isAdmin: boolean;
}

export interface ProjectSummary {
  id: string;
  title: string;
  status: ProjectStatus;
  pdfStatus: PdfStatus;
  productType: string | null;
  coverImageUrl: string | null;
  createdAt: string;
}

export interface DashboardSummary {
  totalProjects: number;
  pdfsReady: number;
  componentsAvailable: number;
  recentProjects: ProjectSummary[];
}

export interface GenerationTotals {
  task: string;
  calls: number;
  failures: number;
  inputTokens: number;
  outputTokens: number;
  averageMs: number;
}

export interface AdminStats {
  totalUsers: number;
  totalProjects: number;
  activeUsers: number;
  ai: { provider: string; model: string };
  /** One row per generation task that has run, in task order. */
  generation: GenerationTotals[];
}

export interface AdminUserRow {
  id: string;
  fullName: string | null;
  role: string | null;
  createdAt: string;
}

export interface SavedNiche {
  id: string;
  name: string;
  marketSize: string;
  competitionLevel: string;
  profitPotential: string;
  demographics: { age: string; income: string; painPoints: string[]; ageRange?: string; incomeLevel?: string };
  projectId: string | null;
  createdAt: string;
}

export interface SavedIdea {
  id: string;
  concept: string;
  targetAudience: string;
  sellingPoints: string[];
  modules: string[];
  productType: string | null;
  projectId: string | null;
  createdAt: string;
}

export interface SavedTitle {
  id: string;
  title: string;
  tone: string | null;
  projectId: string | null;
  createdAt: string;
}

export interface SavedContent {
  id: string;
  sectionName: string;
  content: string;
  contentType: string | null;
  projectId: string | null;
  createdAt: string;
}

/** The slim read of generated_content used for the duplicate-section warning. */
export interface SectionStamp {
  id: string;
  sectionName: string;
  createdAt: string;
}

/** One line of the generate-content stream (NDJSON). */
export type ContentStreamEvent = { type: 'text'; text: string } | { type: 'done' } | { type: 'error'; message: string };

export interface AiStatus {
  provider: string;
  model: string;
  offline: boolean;
}
