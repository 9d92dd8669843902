// Preloaded into a benched server (`node --import`) by bench/load.ts: how late its event loop ran, and when.
// Writes JSON to EVENT_LOOP_PROBE_FILE as the process exits: the delay histogram's max and p99, every moment a
// 10 ms timer fired more than 40 ms late (wall-clock time and how late), and every garbage collection pause.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_PROBE_FILE;
const TICK_MS = 10;
const LATE_MS = 40;
const histogram = monitorEventLoopDelay({ resolution: 10 });
const late = [];
const gc = [];
let expected = performance.now() + TICK_MS;

if (file) {
  histogram.enable();
  setInterval(() => {
    const now = performance.now();
    if (now - expected > LATE_MS) late.push({ at: performance.timeOrigin + now, lateMs: now - expected });
    expected = now + TICK_MS;
  }, TICK_MS).unref();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.push({ at: performance.timeOrigin + entry.startTime, ms: entry.duration, kind: entry.detail?.kind });
    }
  }).observe({ entryTypes: ['gc'] });
  process.on('exit', () => {
    writeFileSync(
      file,
      JSON.stringify({
        maxMs: histogram.max / 1e6,
        p99Ms: histogram.percentile(99) / 1e6,
        meanMs: histogram.mean / 1e6,
        late,
        gc,
      }),
    );
  });
}
