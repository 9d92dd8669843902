import { formatBytes } from '../../../shared/format-bytes.js';
import { AppError } from '../../errors/app-error.js';

/**
 * What one user may keep stored, covers and documents together (`STORAGE_QUOTA_BYTES`, docs/product-rules.md R55),
 * and the words a write past it answers, which name the configured size ('500 MB', '2 GB').
 */
export interface StorageQuota {
  bytes: number;
  message: string;
}

export const storageQuota = (bytes: number): StorageQuota => ({
  bytes,
  message: `You have reached your ${formatBytes(bytes)} storage limit. Delete covers or projects you no longer need to make room.`,
});

/** The refusal (413) of a write that would take a user past their quota. */
export class StorageFullError extends AppError {
  constructor(quota: StorageQuota) {
    super('PAYLOAD_TOO_LARGE', quota.message);
  }
}

/** Whether an error is the refusal of a write past the quota. */
export const isStorageFull = (error: unknown): error is StorageFullError => error instanceof StorageFullError;
