import type { CurrentUser } from '../../shared/schemas/me.js';

/**
 * The signed-in user a request acts for, as resolved from its session: what `GET /api/me` answers, every page
 * load. Kept with the session for a few seconds (docs/decisions/0005), so `isAdmin` here only says what the pages
 * show; admin access is decided by `requireAdmin`, which reads the role afresh.
 */
export type SessionUser = CurrentUser;
