import type { Db } from './client';
import { migrations } from './migrations';

/** Applies each migration once, in order, recording it in schema_migrations. */
export async function migrate(db: Db): Promise<string[]> {
  await db.execute('CREATE TABLE IF NOT EXISTS schema_migrations (id TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const done = new Set((await db.execute('SELECT id FROM schema_migrations')).rows.map((r) => String(r.id)));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.id)) continue;
    await db.executeMultiple(m.sql);
    await db.execute({ sql: 'INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)', args: [m.id, new Date().toISOString()] });
    applied.push(m.id);
  }
  return applied;
}
