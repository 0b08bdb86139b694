import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The file route that draws a landing address (src/routes/<path>.tsx, / is index.tsx), relative to the project. */
export function routeFileOf(root: string, path: string): string {
  const file = `src/routes${path === '/' ? '/index' : path}.tsx`;
  if (!existsSync(resolve(root, file))) throw new Error(`first-load table: no route file ${file} for ${path} (src/boot/landings.ts)`);
  return file;
}
