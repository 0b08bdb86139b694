/** `npm run lint`'s import-boundary check: the layer rules of docs/architecture.md (tests/tools/boundaries.ts). */
import { checkBoundaries } from './boundaries';

const problems = checkBoundaries(process.cwd());
if (problems.length) {
  console.error(`Import boundaries broken (docs/architecture.md):\n${problems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('import boundaries: ok');
