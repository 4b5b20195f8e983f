import type { JobDefinition } from './runner.ts';

/** One domain's step of scheduled publishing: writes `published` on its due items, answers their ids. */
export type PublishStep = () => Promise<number[]>;

/** The queue of scheduled publishing (news now; videos and later scheduled content join it). */
export const PUBLISH_DUE_QUEUE = 'publish-due';
/** Every minute (UTC). Readers see a due item at its time anyway (the queries treat it as published). */
export const PUBLISH_DUE_CRON = '* * * * *';

/**
 * Scheduled publishing on the job runner (decision 015): once a minute, once per schedule however many
 * processes share the database, each domain's step writes the state of its due items.
 */
export function publishDueJob(
  steps: Readonly<Record<string, PublishStep>>,
): JobDefinition<Record<string, number>> {
  return {
    queue: PUBLISH_DUE_QUEUE,
    cron: PUBLISH_DUE_CRON,
    async run(signal) {
      const published: Record<string, number> = {};
      for (const [name, step] of Object.entries(steps)) {
        if (signal.aborted) break;
        published[name] = (await step()).length;
      }
      return published;
    },
  };
}
