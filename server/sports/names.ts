import type { SportName } from '../../src/api/contract/exchange';

export const TEAMS: Record<SportName, string[]> = {
  cricket: [
    'Bangladesh',
    'India',
    'Pakistan',
    'Sri Lanka',
    'Afghanistan',
    'Australia',
    'England',
    'New Zealand',
    'South Africa',
    'West Indies',
    'Dhaka Capitals',
    'Rangpur Riders',
    'Comilla Victorians',
    'Sylhet Strikers',
    'Khulna Tigers',
    'Chattogram Challengers',
    'Fortune Barishal',
    'Mumbai Indians',
    'Chennai Super Kings',
    'Kolkata Knight Riders',
  ],
  soccer: [
    'Abahani Limited Dhaka',
    'Bashundhara Kings',
    'Mohammedan SC',
    'Sheikh Russel KC',
    'Arsenal',
    'Chelsea',
    'Liverpool',
    'Manchester City',
    'Real Madrid',
    'Barcelona',
    'Bayern Munich',
    'Juventus',
    'Inter Milan',
    'Paris Saint-Germain',
  ],
  tennis: ['C Alcaraz', 'J Sinner', 'N Djokovic', 'D Medvedev', 'A Zverev', 'T Fritz', 'C Ruud', 'H Rune', 'I Swiatek', 'A Sabalenka', 'C Gauff', 'E Rybakina'],
};

export const SEPARATOR: Record<SportName, string> = { cricket: ' v ', soccer: ' v ', tennis: ' v ' };

/** Event length per sport (ms). */
export const DURATION_MS: Record<SportName, number> = { cricket: 3.5 * 3600_000, soccer: 2 * 3600_000, tennis: 2.5 * 3600_000 };
