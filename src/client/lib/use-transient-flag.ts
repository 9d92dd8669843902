import { useEffect, useState } from 'react';

/** A flag that turns itself off `durationMs` after it was raised; raising it again restarts the time. */
export function useTransientFlag(durationMs: number) {
  const [raisedAt, setRaisedAt] = useState<number | null>(null);

  useEffect(() => {
    if (raisedAt === null) return;
    const timer = window.setTimeout(() => setRaisedAt(null), durationMs);
    return () => window.clearTimeout(timer);
  }, [raisedAt, durationMs]);

  return { on: raisedAt !== null, raise: () => setRaisedAt(Date.now()) };
}
