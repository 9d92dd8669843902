import { projectDetail } from '../schemas/project.js';
import { endpoint } from './endpoint.js';

/** The cover shapes a creator downloads for store listings, each drawn again from the project's cover design. */
export const COVER_DOWNLOAD_SHAPES = ['ebook', 'banner', 'square'] as const;
export type CoverDownloadShape = (typeof COVER_DOWNLOAD_SHAPES)[number];

const shapeDownload = <Shape extends CoverDownloadShape>(shape: Shape, size: string) =>
  endpoint({
    method: 'GET',
    path: `/api/projects/:id/cover/${shape}`,
    failure: 'Failed to draw the cover',
    summary: `The project's cover laid out again at ${size} as a JPEG, from its design, named after its book's title`,
    responses: { 200: { file: 'image/jpeg' } },
  });

/**
 * A project's cover kept in step with its book plan (docs/decisions/0036-cover-follows-the-plan.md), and drawn at
 * the shapes stores ask for (docs/decisions/0051-cover-shapes-and-wrap-cover.md).
 */
export const projectCoverApi = {
  redraw: endpoint({
    method: 'POST',
    path: '/api/projects/:id/cover/redraw',
    failure: 'Failed to redraw the cover',
    summary:
      "Redraws the project's cover with its book plan's title, subtitle and author in the cover's own style; its files are then out of date",
    responses: { 200: { json: projectDetail } },
  }),
  ebook: shapeDownload('ebook', '1600×2560, the ebook cover'),
  banner: shapeDownload('banner', '1280×720, a store banner'),
  square: shapeDownload('square', '1000×1000, a listing square'),
};
