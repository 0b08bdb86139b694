// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CarouselDots } from '../../src/ui/CarouselDots';

/** The carousels' "go to slide n" buttons (the lobby's hero and the desktop banner). */
describe('CarouselDots', () => {
  afterEach(cleanup);

  it('labels one button per slide, marks the selected one current, and selects the slide clicked', () => {
    const onSelect = vi.fn<(i: number) => void>();
    const { container } = render(
      <CarouselDots className="dots" dotClassName="dot" keys={['a', 'b', 'c']} selected={1} onSelect={onSelect} label={(n) => `Go to slide ${n}`} />,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Go to slide 1', 'Go to slide 2', 'Go to slide 3']);
    expect(buttons.map((b) => b.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(container.querySelector('.dots')?.children).toHaveLength(3);
    expect(buttons.every((b) => b.className === 'dot' && b.children.length === 0)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('puts a span in each button for a carousel whose CSS draws the dot on it', () => {
    render(<CarouselDots className="dots" dotClassName="dot" inner keys={[1, 2]} selected={0} onSelect={() => {}} label={(n) => `Slide ${n}`} />);
    expect(screen.getAllByRole('button').map((b) => b.innerHTML)).toEqual(['<span></span>', '<span></span>']);
  });
});
