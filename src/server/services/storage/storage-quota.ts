import { AppError } from '../../errors/app-error.js';
import { STORAGE_QUOTA_WORDS } from '../../limits.js';

/** What a write that would take a user past their quota answers (docs/product-rules.md R55). */
export const STORAGE_FULL_MESSAGE = `You have reached your ${STORAGE_QUOTA_WORDS} storage limit. Delete covers or projects you no longer need to make room.`;

export const storageFull = () => new AppError('PAYLOAD_TOO_LARGE', STORAGE_FULL_MESSAGE);

/** Whether an error is the refusal of a write past the quota. */
export const isStorageFull = (error: unknown) => error instanceof AppError && error.message === STORAGE_FULL_MESSAGE;
