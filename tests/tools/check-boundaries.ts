/**
 * `npm run lint`'s house check: the layer rules (tests/tools/boundaries.ts), the file size cap
 * (tests/tools/file-sizes.ts) and the function size cap (tests/tools/function-lengths.ts) of
 * docs/architecture.md.
 */
import { checkBoundaries } from './boundaries';
import { checkFileSizes } from './file-sizes';
import { checkFunctionLengths } from './function-lengths';

const root = process.cwd();
const layers = checkBoundaries(root);
const sizes = checkFileSizes(root);
const functions = checkFunctionLengths(root);
if (layers.length) console.error(`Import boundaries broken (docs/architecture.md, "Rules"):\n${layers.map((p) => `  ${p}`).join('\n')}`);
if (sizes.length) console.error(`Files over the size cap (docs/architecture.md, "Sizes"):\n${sizes.map((p) => `  ${p}`).join('\n')}`);
if (functions.length) console.error(`Functions over the size cap (docs/architecture.md, "Sizes"):\n${functions.map((p) => `  ${p}`).join('\n')}`);
if (layers.length || sizes.length || functions.length) process.exit(1);
console.log('import boundaries, file sizes and function sizes: ok');
