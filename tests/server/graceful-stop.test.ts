import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEV_CONTROL_HEADERS } from '../../src/api/contract/dev';

const dir = mkdtempSync(join(tmpdir(), 'takaplay-stop-'));
let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the real server (tsx server/main.ts) and resolves with its URL once it listens. */
function startServer(port: number): Promise<string> {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, APP_MODE: 'test', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: `file:${join(dir, 'app.db')}`, DIST_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    child?.stdout?.on('data', (b: Buffer) => {
      if (b.toString().includes('Reference API')) resolve(`http://127.0.0.1:${port}`);
    });
    child?.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
}

it('SIGTERM: a request in flight is answered, new connections are refused, then the server exits 0', async () => {
  const url = await startServer(4380 + Math.floor(Math.random() * 100));
  const fault = await fetch(`${url}/api/dev/fault`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...DEV_CONTROL_HEADERS },
    body: JSON.stringify({ path: '/api/general', delayMs: 1500 }),
  });
  expect(fault.status).toBe(200);
  const exited = new Promise<number | null>((r) => child?.on('exit', (code) => r(code)));
  const slow = fetch(`${url}/api/general`);
  await new Promise((r) => setTimeout(r, 400));
  child?.kill('SIGTERM');
  const answer = await slow;
  expect(answer.status).toBe(200);
  expect(await answer.json()).toBeTruthy();
  await expect(fetch(`${url}/api/general`)).rejects.toThrow();
  expect(await exited).toBe(0);
}, 60_000);
