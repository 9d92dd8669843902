import { readFileSync } from 'node:fs';

/** The niceness of the calling thread, as Linux reports it (field 19 of /proc/thread-self/stat). */
export function threadNiceness(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}
