import { endpoint } from './endpoint.js';

/** The image files of covers. */
export const coverImageApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/covers/images/:file',
    summary: "One of the user's cover images (the imageUrl of a cover), kept by the browser for good",
    responses: { 200: { file: 'image/png' } },
  }),
};
