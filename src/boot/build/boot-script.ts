import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

/** index.html's boot script: TypeScript that shares the app's rules (src/boot/script/index.ts). */
const ENTRY = 'src/boot/script/entry.ts';
/** where index.html takes it */
const MARKER = '<!-- boot-script -->';
/**
 * It runs before the first paint on every load: an import that brings a library in is a mistake.
 * The app's rules it shares (image check, public call paths, the first-load table, the games list's
 * order, where a desktop sends /games) and its links fit well under this, with the API's host when it
 * has one of its own (VITE_PLATFORM_API); a library would be tens of KB (its size: docs/first-paint-log.md).
 */
const BOOT_SCRIPT_MAX_BYTES = 7 * 1024;

/** The boot script as one minified classic script (no module: it must run before the modules load). */
export async function buildBootScript(root: string, mode: string): Promise<string> {
  const entry = resolve(root, ENTRY);
  const result = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry, formats: ['iife'], name: 'takaBootScript' },
      // the shared modules are pure; only the entry runs something
      rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => id === entry } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Array<{ output?: Array<{ type: string; code?: string }> }>;
  const code = outputs[0]?.output?.find((o) => o.type === 'chunk')?.code;
  if (!code) throw new Error('boot-script: the build gave no code');
  const bytes = Buffer.byteLength(code);
  if (bytes > BOOT_SCRIPT_MAX_BYTES) throw new Error(`boot-script: ${bytes} bytes, over ${BOOT_SCRIPT_MAX_BYTES}: it imports something heavy`);
  // a classic inline script ends at the first "</script" in its text
  return code.trim().replace(/<\/(script)/gi, '<\\/$1');
}

/** Writes the built boot script into index.html in place of its marker (dev server and build). */
export function bootScript(): Plugin {
  let root = process.cwd();
  let mode = 'production';
  return {
    name: 'boot-script',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => {
        if (!html.includes(MARKER)) throw new Error(`boot-script: index.html has no ${MARKER}`);
        const code = await buildBootScript(root, mode);
        return html.replace(MARKER, () => `<script>${code}</script>`);
      },
    },
  };
}
