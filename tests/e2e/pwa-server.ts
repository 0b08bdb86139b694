import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * A reference server of its own for the PWA specs that change global state (site settings, faults,
 * request counters, served build): own port (chosen by the OS), own database file, own dist folder.
 */
export interface OwnServer {
  url: string;
  /** the server's process group (the benches read its CPU time) */
  pid?: number;
  stop(): Promise<void>;
}

export async function startOwnServer(name: string, distDir = process.env.DIST_DIR || 'dist'): Promise<OwnServer> {
  mkdirSync('tests/.artifacts', { recursive: true });
  const db = resolve(`tests/.artifacts/${name}-${process.pid}.db`);
  for (const f of [db, `${db}-wal`, `${db}-shm`, `${db}-journal`]) rmSync(f, { force: true });
  const child: ChildProcess = spawn(resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
    env: { ...process.env, APP_MODE: 'test', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: `file:${db}`, DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  // never leave the server behind, even when the test worker is torn down
  const killGroup = () => {
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  };
  process.once('exit', killGroup);
  let errText = '';
  child.stderr?.on('data', (d: Buffer) => {
    errText += d.toString();
  });
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`server ${name} did not start: ${errText}`)), 60_000);
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        ok(m[1]);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`server ${name} exited (${code}): ${errText}`));
    });
  });
  return {
    url,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null || !child.pid) return;
      const exited = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGTERM'); // the tsx process group this helper started
      } catch {
        /* already gone */
      }
      await exited;
      for (const f of [db, `${db}-wal`, `${db}-shm`]) rmSync(f, { force: true });
    },
  };
}
