/**
 * `npm run lint`'s house check: the layer rules (tests/tools/boundaries.ts) and the file size cap
 * (tests/tools/file-sizes.ts) of docs/architecture.md.
 */
import { checkBoundaries } from './boundaries';
import { checkFileSizes } from './file-sizes';

const root = process.cwd();
const layers = checkBoundaries(root);
const sizes = checkFileSizes(root);
if (layers.length) console.error(`Import boundaries broken (docs/architecture.md, "Rules"):\n${layers.map((p) => `  ${p}`).join('\n')}`);
if (sizes.length) console.error(`Files over the size cap (docs/architecture.md, "Sizes"):\n${sizes.map((p) => `  ${p}`).join('\n')}`);
if (layers.length || sizes.length) process.exit(1);
console.log('import boundaries and file sizes: ok');
