import * as v from 'valibot';

/**
 * The three sports of the exchange, on their own: the odds page's address is checked against them
 * before the first screen, and importing them from exchange.ts would build every sports schema there
 * (schema constructions are kept by the bundler even when unused).
 */
export const SPORTS = ['cricket', 'soccer', 'tennis'] as const;
export const Sport = v.picklist(SPORTS);
export type SportName = (typeof SPORTS)[number];
