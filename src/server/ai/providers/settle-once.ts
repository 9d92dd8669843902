export interface SettleOnce<T> {
  /** Never reported as unhandled: callers that ignore it do not crash the process. */
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
  settled(): boolean;
}

/** A promise settled from outside, by whichever of several paths gets there first. */
export function settleOnce<T>(): SettleOnce<T> {
  let settled = false;
  let resolvePromise!: (value: T) => void;
  let rejectPromise!: (error: unknown) => void;
  const promise = new Promise<T>((resolve, reject) => {
    resolvePromise = resolve;
    rejectPromise = reject;
  });
  promise.catch(() => undefined);
  return {
    promise,
    resolve: (value) => {
      if (settled) return;
      settled = true;
      resolvePromise(value);
    },
    reject: (error) => {
      if (settled) return;
      settled = true;
      rejectPromise(error);
    },
    settled: () => settled,
  };
}
