import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv, type Plugin } from 'vite';
import type { CspBuild } from '../src/shared/csp.ts';

const originOf = (url: string | undefined): string[] => {
  if (!url || !/^https?:\/\//.test(url)) return [];
  try {
    return [new URL(url.replace(/\{[^}]+\}/g, 'x')).origin];
  } catch {
    return [];
  }
};

/**
 * Writes dist/csp.json after the build: the hashes of index.html's inline scripts as written, and the
 * configured hosts (VITE_*), so the server allows exactly these and no other inline script.
 */
export function cspBuild(): Plugin {
  let outDir = 'dist';
  let env: Record<string, string> = {};
  return {
    name: 'csp-build',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      env = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_');
    },
    writeBundle() {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      // a JSON block (the route preloads) is data, never run: it needs no hash
      const inline = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
      const out: CspBuild = {
        scriptHashes: inline.filter((s) => s.trim()).map((s) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`),
        connect: [env.VITE_PLATFORM_API, env.VITE_SPORTS_API, env.VITE_IP_LOOKUP_URL, env.VITE_LIVE_CHAT_ORIGIN].flatMap(originOf),
        frame: [env.VITE_EXCHANGE_SITE, env.VITE_STREAM_TEMPLATE, env.VITE_LIVE_CHAT_ORIGIN].flatMap(originOf),
        script: originOf(env.VITE_LIVE_CHAT_ORIGIN),
      };
      writeFileSync(join(outDir, 'csp.json'), `${JSON.stringify(out, null, 2)}\n`);
    },
  };
}
