import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { bannedWords } from './schema.ts';

export type BannedWordRow = typeof bannedWords.$inferSelect;

export const allWords = (db: Database) =>
  db
    .select()
    .from(bannedWords)
    .orderBy(asc(bannedWords.language), asc(sql`lower(${bannedWords.word})`));

/** Adds a word; null when the language already lists it. */
export async function insertWord(
  tx: Executor,
  row: { language: string; word: string; action: 'mask' | 'refuse'; createdBy: number },
): Promise<BannedWordRow | null> {
  const [added] = await tx.insert(bannedWords).values(row).onConflictDoNothing().returning();
  return added ?? null;
}

export async function deleteWord(tx: Executor, id: number): Promise<BannedWordRow | null> {
  const [removed] = await tx.delete(bannedWords).where(eq(bannedWords.id, id)).returning();
  return removed ?? null;
}
