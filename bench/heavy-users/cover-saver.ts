import { randomUUID } from 'node:crypto';
import { renderCover } from '../../src/server/services/covers/draw/render-cover.js';
import { call } from '../seed.js';
import { burst } from './burst.js';
import type { HeavyKind } from './heavy-kind.js';
import { idOf } from './save-project.js';

/** Cover saves one account keeps going at once, as a script or a stuck button would (issue 38: ~12 stalled everyone). */
const SAVES_AT_ONCE = 12;

/** A real cover as the cover page makes it (1600×2133 PNG), inline as the save's image. */
async function coverDataUrl() {
  const png = await renderCover({
    title: 'Crumb & Crust',
    author: 'Mara Lind',
    style: 'modern',
    colorScheme: 'blue and purple gradients',
  });
  return `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
}

/**
 * An account saving covers with an inline image SAVES_AT_ONCE at a time; each saved cover is deleted so the quota
 * never ends the burst, and a refusal with Retry-After (a user may have only a few saves under way) is waited out.
 */
export const coverSaver: HeavyKind = {
  does: `saving covers ${SAVES_AT_ONCE} at a time`,
  async prepare(_, user, label) {
    const imageUrl = await coverDataUrl();
    return (baseUrl) =>
      burst(
        `${label} (${SAVES_AT_ONCE} at a time, each save followed by its delete)`,
        SAVES_AT_ONCE,
        () => call(baseUrl, user, 'POST', '/api/covers', { imageUrl, style: 'modern', saveKey: randomUUID() }),
        async ({ status, body }) => {
          if (status !== 201) return;
          await (await call(baseUrl, user, 'DELETE', `/api/covers/${idOf(JSON.parse(body))}`)).text();
        },
      );
  },
};
