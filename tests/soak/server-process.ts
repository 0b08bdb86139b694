import { type ChildProcess, spawn } from 'node:child_process';

/** The real server as its own process (tsx server/main.ts), to stop it hard and start it again. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** the last lines it printed (for a failure's report) */
  output: () => string;
  /** sends the signal and resolves once the process is gone */
  stop: (signal: NodeJS.Signals) => Promise<void>;
}

const STARTUP_MS = 60_000;

/**
 * Starts the server in test mode on 127.0.0.1 with a file database and resolves once it listens (its
 * own port when `port` is 0: read from what it prints). Nothing but this process and its file.
 */
export function startServer(o: { databaseFile: string; distDir: string; port?: number; env?: Record<string, string> }): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    APP_MODE: 'test',
    HOST: '127.0.0.1',
    PORT: String(o.port ?? 0),
    DATABASE_URL: `file:${o.databaseFile}`,
    DIST_DIR: o.distDir,
    ...o.env,
  };
  // unset, the provider reaches the wallet over HTTP at the server's own address, as it would another host
  if (!o.env?.WALLET_URL) delete env.WALLET_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const keep = (b: Buffer) => {
    log = (log + b.toString()).slice(-8000);
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`the server did not start in ${STARTUP_MS} ms:\n${log}`));
    }, STARTUP_MS);
    child.stdout?.on('data', (b: Buffer) => {
      keep(b);
      const url = /Reference API and PWA on (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({ url, child, output: () => log, stop });
      }
    });
    child.stderr?.on('data', keep);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before it listened:\n${log}`));
    });
  });
}
