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

export interface AdminStats {
  totalUsers: number;
  totalProjects: number;
  activeUsers: number;
}

export interface AdminUserRow {
  id: string;
  fullName: string | null;
  role: string | null;
  createdAt: string;
}

export interface ApiErrorBody {
  error: { code: string; message: string; field?: string };
}
