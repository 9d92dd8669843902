/**
 * What `work` resolves to, and the CPU time in milliseconds this process spent while it ran. A speed limit checked
 * on that holds on a busy machine too: unlike the wall clock, it does not grow while other processes hold the cores.
 */
export async function withCpuTime<T>(work: () => Promise<T>): Promise<{ result: T; cpuMs: number }> {
  const before = process.cpuUsage();
  const result = await work();
  const { user, system } = process.cpuUsage(before);
  return { result, cpuMs: (user + system) / 1_000 };
}
