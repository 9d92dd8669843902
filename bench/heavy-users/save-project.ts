import { z } from 'zod';
import { api, type BenchUser } from '../seed.js';

const created = z.object({ id: z.uuid() });

/** The id of what a create answered. */
export const idOf = (body: unknown) => created.parse(body).id;

/** A section as the content page saves it. */
export interface Section {
  sectionName: string;
  content: string;
}

/** A project of the user's over `sections`, each saved first as the content page saves it: the project's route. */
export async function saveProject(baseUrl: string, user: BenchUser, title: string, sections: Section[]) {
  const contentIds: string[] = [];
  for (const section of sections) {
    const saved = await api(baseUrl, user, 'POST', '/api/content', { ...section, contentType: 'educational' });
    contentIds.push(idOf(saved.body));
  }
  const project = await api(baseUrl, user, 'POST', '/api/projects', { title, contentIds });
  return `/api/projects/${idOf(project.body)}`;
}
