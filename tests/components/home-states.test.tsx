// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeRoute } from '../../src/features/lobby/HomeRoute';
import enLobby from '../../src/i18n/locales/en/lobby.json';
import { FAILED, renderScreen, stubApi, testQueryClient, setUpScreenTests } from './screen-harness';

// the home's other parts have tests of their own; here they only say what they were given
vi.mock('../../src/features/lobby/HeroCarousel', () => ({ HeroCarousel: ({ slides }: { slides: unknown[] }) => <p>hero: {slides.length} slides</p> }));
vi.mock('../../src/features/lobby/CategoryNav', () => ({ CategoryNav: () => null }));
vi.mock('../../src/features/lobby/MarketSection', () => ({ MarketSection: () => null }));
vi.mock('../../src/features/lobby/NoticeMarquee', () => ({ NoticeMarquee: () => null }));
vi.mock('../../src/features/lobby/ScrollTopButton', () => ({ ScrollTopButton: () => null }));
vi.mock('../../src/features/lobby/HomePopups', () => ({ HomePopups: () => null }));
vi.mock('../../src/features/lobby/FavouritesSlider', () => ({ FavouritesSlider: ({ items }: { items: unknown[] }) => <p>favourites: {items.length}</p> }));
vi.mock('../../src/features/lobby/FeaturedGames', () => ({ FeaturedGames: ({ items }: { items: unknown[] }) => <p>featured: {items.length}</p> }));
vi.mock('../../src/features/support', () => ({ ChatButton: () => null }));

const slide = (id: number, slider_type: string) => ({ id, status: 'active', slider_type, link: null, thubmnail: `/s${id}.png`, name: `Slide ${id}` });
const general = { body: [{ site_title: 'TakaPlay', site_status: 1 }] };

setUpScreenTests();

describe('home', () => {
  it('a failed sliders call shows one error with Retry instead of a skeleton for ever; Retry brings the slides', async () => {
    const calls = stubApi({ '/api/sliders': [FAILED, { body: [slide(1, 'Main'), slide(2, 'Favourite'), slide(3, 'Features')] }], '/api/general': [general] });
    const { container } = await renderScreen(<HomeRoute />);
    expect((await screen.findByRole('alert')).textContent).toContain(enLobby.slidesError);
    expect(container.querySelector('.skeleton')).toBeNull();
    expect(screen.queryByText(/favourites:|featured:|hero:/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('hero: 1 slides')).toBeTruthy();
    expect(await screen.findByText('favourites: 1')).toBeTruthy();
    expect(screen.getByText('featured: 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls['/api/sliders']).toBe(2);
  });

  it('keeps showing saved slides when a later call fails', async () => {
    stubApi({ '/api/sliders': [FAILED], '/api/general': [general] });
    const qc = testQueryClient();
    qc.setQueryData(['sliders'], [slide(1, 'Main')]);
    await qc.refetchQueries({ queryKey: ['sliders'] });
    expect(qc.getQueryState(['sliders'])?.status).toBe('error');
    await renderScreen(<HomeRoute />, qc);
    expect(await screen.findByText('hero: 1 slides')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
