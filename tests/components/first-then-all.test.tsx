// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstThenAll } from '../../src/ui/useFirstThenAll';

function List({ items, seen }: { items: number[]; seen: number[] }) {
  const shown = useFirstThenAll(items, 5);
  seen.push(shown.length);
  return (
    <ul>
      {shown.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

/** The game grid's first render holds a screenful; every item follows without a wait for scrolling. */
describe('useFirstThenAll', () => {
  afterEach(cleanup);

  it('renders the first items, then all of them', () => {
    const seen: number[] = [];
    render(<List items={Array.from({ length: 30 }, (_, i) => i)} seen={seen} />);
    expect(seen[0]).toBe(5);
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
  });

  it('renders a short list whole at once', () => {
    const seen: number[] = [];
    render(<List items={[1, 2, 3]} seen={seen} />);
    expect(seen.every((n) => n === 3)).toBe(true);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
