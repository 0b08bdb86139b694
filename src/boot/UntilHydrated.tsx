import { type ReactNode, useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * The controls of a prerendered page, disabled until React has hydrated it (React's server snapshot
 * is false, the client's true): a tap or a choice made before React listens would be lost. A page
 * the app renders itself has them enabled from its first render. Links inside still work (the
 * browser follows them). No box of its own, and no group role.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  return (
    <fieldset disabled={!hydrated} className="prerendered-fields" role="none">
      {children}
    </fieldset>
  );
}
