import { afterAll, beforeAll } from 'vitest';
import { type Harness, startHarness } from './harness';

// Set by useAuthHarness before the first test; exports are live bindings, so importers read the values set here.
export let h: Harness;

/** One harness per auth test file: a fresh seeded server with the demo and blocked players. */
export function useAuthHarness() {
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
}
