import { DomainError } from '../../../shared/errors.ts';
import type { Database } from '../../db/client.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import { compileFilter, type FilterResult, normaliseWord } from './filter.ts';
import { allWords, type BannedWordRow, deleteWord, insertWord } from './repository.ts';

/** How long a process keeps the compiled list before reading it again (other processes' changes). */
export const WORDS_TTL_MS = 30_000;

export interface BannedWordView {
  id: number;
  language: string;
  word: string;
  action: 'mask' | 'refuse';
  createdAt: string;
}

const view = (row: BannedWordRow): BannedWordView => ({
  id: row.id,
  language: row.language,
  word: row.word,
  action: row.action as 'mask' | 'refuse',
  createdAt: row.createdAt.toISOString(),
});

/**
 * The banned-words list (editors keep it in the console) and the text check every writing domain runs:
 * comments, posts, names, chat. A process compiles the list once and reads it again after
 * `WORDS_TTL_MS`, or at once after a change it made itself.
 */
export function createModerationService(db: Database, now: () => number = Date.now) {
  let cache: {
    at: number;
    rows: BannedWordRow[];
    filters: Map<string, ReturnType<typeof compileFilter>>;
  } | null = null;

  async function filterFor(language: string) {
    if (!cache || now() - cache.at > WORDS_TTL_MS)
      cache = { at: now(), rows: await allWords(db), filters: new Map() };
    let filter = cache.filters.get(language);
    if (!filter) {
      filter = compileFilter(
        cache.rows
          .filter((r) => r.language === '*' || r.language === language)
          .map((r) => ({ word: r.word, action: r.action as 'mask' | 'refuse' })),
      );
      cache.filters.set(language, filter);
    }
    return filter;
  }

  return {
    /** What a text becomes under the list of its language (and the `*` list). */
    async check(text: string, language: string): Promise<FilterResult> {
      return (await filterFor(language))(text);
    },

    /**
     * The stored form of a user's text: banned words masked; refused (400 `inappropriateSpeech`, the
     * spec's "Inappropriate Speech") when a `refuse` word is in it.
     */
    async clean(text: string, language: string): Promise<string> {
      const result = await this.check(text, language);
      if (result.refused) throw new DomainError('invalid', 'inappropriateSpeech');
      return result.text;
    },

    async list(): Promise<BannedWordView[]> {
      return (await allWords(db)).map(view);
    },

    async add(actor: Actor, input: { language: string; word: string; action: 'mask' | 'refuse' }) {
      const word = input.word.trim();
      if (!normaliseWord(word)) throw new DomainError('invalid', 'bannedWordEmpty');
      const added = await db.transaction(async (tx) => {
        const row = await insertWord(tx, { ...input, word, createdBy: actor.uid });
        if (!row) throw new DomainError('conflict', 'bannedWordListed');
        await recordAudit(tx, actor, {
          action: 'bannedWord.add',
          subjectType: 'bannedWord',
          subjectId: row.id,
          after: { language: row.language, word: row.word, action: row.action },
        });
        return row;
      });
      cache = null;
      return view(added);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await deleteWord(tx, id);
        if (!row) throw new DomainError('notFound', 'bannedWordNotFound');
        await recordAudit(tx, actor, {
          action: 'bannedWord.remove',
          subjectType: 'bannedWord',
          subjectId: id,
          before: { language: row.language, word: row.word, action: row.action },
        });
      });
      cache = null;
    },
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
