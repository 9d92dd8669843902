import { call } from '../seed.js';
import { burst } from './burst.js';
import type { HeavyKind } from './heavy-kind.js';

/** Cover drawings one account keeps asking for at once (issue 48: fourteen held other users' reads for 0.7 s). */
const DRAWINGS_AT_ONCE = 14;

/**
 * An account asking the built-in renderer for cover previews DRAWINGS_AT_ONCE at a time, each drawn and stored; a
 * refusal with Retry-After (a user may have only a few drawings under way) is waited out, as the cover page does.
 */
export const coverDrawer: HeavyKind = {
  does: `drawing covers ${DRAWINGS_AT_ONCE} at a time`,
  async prepare(_, user, label) {
    const request = { title: 'Crumb & Crust', authorName: 'Mara Lind', style: 'modern' };
    return (baseUrl) =>
      burst(`${label} (${DRAWINGS_AT_ONCE} at a time)`, DRAWINGS_AT_ONCE, () =>
        call(baseUrl, user, 'POST', '/api/generate-cover-image', request),
      );
  },
};
