import { vi } from 'vitest';

/** Waits until `check` answers something truthy, and returns it; fails after `timeoutMs`. */
export function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await check();
      if (!value) throw new Error('not yet: the condition still does not hold');
      return value;
    },
    { timeout: timeoutMs, interval: 50 },
  );
}
