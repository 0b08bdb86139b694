import type { FrameLocator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Shared by the specs that play the demo provider's games with real money (play-money, responsible). */

/** Opens the first game of a provider's list from /games and returns the game's frame. */
export async function openFirstGame(page: Page, type: 'SLOT' | 'CRASH', system: string): Promise<FrameLocator> {
  await page.goto(`/games?type=${type}&system=${system}&title=Play`);
  await page
    .getByTestId('game-grid')
    .getByTestId('game-tile')
    .first()
    .getByRole('button', { name: /^Play / })
    .click();
  await expect(page).toHaveURL(/\/gamerun$/);
  return page.frameLocator('iframe.gamerun-frame');
}

/** A game ready to play: opened, and its first action enabled. */
export async function openGame(page: Page, type: 'SLOT' | 'CRASH', system: string): Promise<FrameLocator> {
  const game = await openFirstGame(page, type, system);
  await expect(game.getByRole('button', { name: type === 'SLOT' ? 'Spin' : 'Bet' })).toBeEnabled();
  return game;
}
