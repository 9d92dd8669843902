import { percentile } from '../stats.js';

export const ms = (values: number[], p: number) => `${percentile(values, p).toFixed(0)} ms`;

/** `3 × 201, 1 × 429`: how many times each outcome came. */
export function tally(outcomes: (number | string)[]) {
  const counts = new Map<number | string, number>();
  for (const outcome of outcomes) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
  return [...counts].map(([outcome, n]) => `${n} × ${outcome}`).join(', ');
}

/** One answer as a lane saw it: its status and its body, read whole. */
export interface BurstAnswer {
  status: number;
  body: string;
}

/**
 * `send` kept going `atOnce` at a time, each lane sending again as soon as it is answered, until stopped. A refusal
 * with Retry-After is waited out before that lane's next request, as the pages do. `after` sees each answer before
 * its lane goes on, outside the timing (a follow-up, such as deleting what was saved). The stop answers one line:
 * `label`, how many requests at what rate, their p50 and p99 from sent to body read, and how they were answered.
 */
export function burst(
  label: string,
  atOnce: number,
  send: () => Promise<Response>,
  after?: (answer: BurstAnswer) => Promise<void>,
): () => Promise<string> {
  const latencies: number[] = [];
  const outcomes: (number | string)[] = [];
  let running = true;
  const startedAt = performance.now();
  const lanes = Array.from({ length: atOnce }, async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await send();
        const answer = { status: res.status, body: await res.text() };
        latencies.push(performance.now() - started);
        outcomes.push(answer.status);
        await after?.(answer);
        const retryAfter = Number(res.headers.get('retry-after') ?? 0);
        if (retryAfter > 0) await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      } catch (error) {
        outcomes.push(error instanceof Error ? error.message : String(error));
      }
    }
  });
  return async () => {
    running = false;
    await Promise.all(lanes);
    const seconds = (performance.now() - startedAt) / 1000;
    return `${label}: ${latencies.length} requests in ${seconds.toFixed(0)} s (${(latencies.length / seconds).toFixed(1)}/s), p50 ${ms(latencies, 50)}, p99 ${ms(latencies, 99)}; answers ${tally(outcomes)}`;
  };
}
