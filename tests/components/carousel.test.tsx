// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../src/ui/Carousel';

const slides = (n: number) => (
  <ul>
    {Array.from({ length: n }, (_, i) => (
      <li key={i}>slide {i + 1}</li>
    ))}
  </ul>
);

/** The carousels' viewport: plain first slide at once, embla-carousel-react's hook after its chunk. */
describe('Carousel', () => {
  afterEach(cleanup);

  it('shows the first slide as plain markup, then every slide in a viewport embla runs', async () => {
    const onApi = vi.fn<(api: EmblaCarouselType | undefined) => void>();
    const { container } = render(
      <Carousel className="viewport" options={{ loop: true }} onApi={onApi} first={slides(1)} testId="strip">
        {slides(3)}
      </Carousel>,
    );
    expect(screen.getByTestId('strip').className).toBe('viewport');
    expect(container.querySelectorAll('li')).toHaveLength(1);
    await waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(3));
    await waitFor(() => expect(onApi).toHaveBeenCalled());
    const api = onApi.mock.calls.at(-1)?.[0];
    expect(api?.rootNode()).toBe(screen.getByTestId('strip'));
    expect(api?.slideNodes()).toHaveLength(3);
    cleanup();
    expect(onApi.mock.calls.at(-1)?.[0]).toBeUndefined();
  });
});
