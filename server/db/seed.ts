import { eq } from 'drizzle-orm';
import { seedDemoFans } from '../domains/users/index.ts';
import type { Services } from '../services.ts';
import { appSettings } from './app-settings.schema.ts';
import type { Database, Executor } from './client.ts';

const SEEDED_KEY = 'demoSeededAt';

/**
 * Reference data (the game catalog) is brought up to date on every start. Demo data is written on
 * the first start only; `demoSeededAt` remembers when, so a restart never seeds twice.
 */
export async function seed(
  db: Database,
  services: Services,
  options: {
    demo: boolean;
    /**
     * Demo fans and their comments under the demo articles (default true). Test apps leave them out:
     * their tests name users by the ids the sequence gives (100001 the first to sign up).
     */
    demoConversation?: boolean;
    /** More demo content written in the same transaction (the composition root's: demo videos). */
    demoContent?: ReadonlyArray<(tx: Executor) => Promise<unknown>>;
  },
): Promise<void> {
  await services.games.syncCatalog();
  if (!options.demo) return;
  // Several processes may start at once on one database: only the one whose marker lands seeds.
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return;
    // Demo content of the domains (news; videos, streamers... as they land) is written here, inside `tx`.
    const articles = await services.news.seedDemo(tx);
    if (options.demoConversation !== false) await seedDemoConversation(tx, services, articles);
    for (const write of options.demoContent ?? []) await write(tx);
  });
}

/** Demo fans (their names say so) and a conversation under each demo article, in its language. */
export async function seedDemoConversation(
  tx: Executor,
  services: Pick<Services, 'comments'>,
  articles: readonly { id: number; language: string; at: Date }[],
): Promise<number> {
  const fans = await seedDemoFans(tx);
  return services.comments.seedDemo(
    tx,
    fans,
    articles.map((a) => ({ kind: 'news' as const, ...a })),
  );
}

export async function seededAt(db: Database): Promise<string | null> {
  const rows = await db.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY)).limit(1);
  return (rows[0]?.value as string | undefined) ?? null;
}
