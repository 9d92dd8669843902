import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second, the unit of the CPU times in /proc/<pid>/stat. */
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * The CPU time a process has used so far, user and system, in microseconds (Linux). Read before and after a
 * run, it tells what the requests cost the server itself, which req/s cannot when the load generator shares
 * the machine's cores with it.
 */
export function processCpuMicroseconds(pid: number): number {
  // utime and stime.
  return cpuFields(pid, 11, 12);
}

/**
 * The CPU time of a process's children that have ended and been waited for (a render's child process, say), user
 * and system, in microseconds (Linux).
 */
export function childrenCpuMicroseconds(pid: number): number {
  // cutime and cstime.
  return cpuFields(pid, 13, 14);
}

function cpuFields(pid: number, user: number, system: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields counted from the state, after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[user]) + Number(fields[system])) / ticksPerSecond) * 1_000_000;
}
