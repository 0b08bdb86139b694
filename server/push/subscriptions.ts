import type { Db, Tx } from '../db/client';

/**
 * The subscriptions that end with logins (auth.ts calls these beside deleting the tokens). The foreign
 * key to tokens would drop them too, but only where the database enforces foreign keys: said here in
 * SQL, a device stops getting a player's news the moment its login ends on any database.
 */
export async function endLoginSubscriptions(db: Db | Tx, loginHash: string): Promise<void> {
  await db.execute({ sql: 'DELETE FROM push_subscriptions WHERE login_hash = ?', args: [loginHash] });
}

export async function endPlayerSubscriptions(db: Db | Tx, playerId: number): Promise<void> {
  await db.execute({ sql: 'DELETE FROM push_subscriptions WHERE player_id = ?', args: [playerId] });
}
