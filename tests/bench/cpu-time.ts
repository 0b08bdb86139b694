import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ: 100 on Linux). */
const TICKS_PER_S = 100;

/**
 * CPU time (user + system, ms) used so far by a process, or the live processes of a process group, from /proc
 * (Linux only; undefined elsewhere). On a machine shared with other work, requests per second measure
 * the machine; CPU time per request measures the server.
 */
export function groupCpuMs(pgid: number | undefined): number | undefined {
  if (!pgid) return undefined;
  let ticks = 0;
  try {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      // fields after the command's closing parenthesis: state is field 3, pgrp 5, utime 14, stime 15
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pid) === pgid || Number(f[2]) === pgid) ticks += Number(f[11]) + Number(f[12]);
    }
  } catch {
    return undefined;
  }
  return (ticks * 1000) / TICKS_PER_S;
}
