import { createRequire } from 'node:module';

/** What a browser sends, so JSON answers take the compressed path users get. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** One request of a rotation: its headers are set just before it is sent. */
export interface CannonRequest {
  setupRequest: (request: { headers: Record<string, string> }) => { headers: Record<string, string> };
  onResponse: (status: number) => void;
}

export interface CannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  /** How many answers came with each status, by status code. */
  statusCodeStats: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
}

type Cannon = (options: {
  url: string;
  connections: number;
  duration: number;
  /** Seconds before a request counts as timed out (autocannon's default: 10). */
  timeout?: number;
  headers?: Record<string, string>;
  requests?: CannonRequest[];
}) => Promise<CannonResult>;

/** autocannon (CommonJS, untyped) with the options and results the benchmarks use. */
export const autocannon = createRequire(import.meta.url)('autocannon') as Cannon;
