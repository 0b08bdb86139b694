import type { Tx } from '../db/client';
import { seedSchedule } from '../sports/schedule';
import { sportsSeed } from '../sports/sim';

/** The first sports schedule (events in play, later today, tomorrow and closed), relative to now. */
export async function seedSports(tx: Tx): Promise<void> {
  await seedSchedule(tx, sportsSeed());
}
