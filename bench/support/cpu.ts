// A process's CPU time, for benches that say how much of a core the server used (not only how fast
// the load generator, which shares the machine, got its answers).
import fs from 'node:fs';

/** utime + stime of a process in seconds (Linux /proc), or null elsewhere. */
export function cpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
