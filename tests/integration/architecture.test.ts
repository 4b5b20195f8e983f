import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkImports, RULES } from '../../scripts/check-imports.ts';

const root = path.join(import.meta.dirname, '..', '..');

describe('the import direction of decision 013', () => {
  it('holds in this tree', () => {
    expect(checkImports(root).map((v) => `${v.from}:${v.line} ${v.rule} (${v.specifier})`)).toEqual([]);
  });
});

describe('the check fires on a forbidden import (a tree of fixtures)', () => {
  const fixture = mkdtempSync(path.join(tmpdir(), 'arena-imports-'));
  afterAll(() => rmSync(fixture, { recursive: true, force: true }));

  function tree(files: Record<string, string>) {
    rmSync(fixture, { recursive: true, force: true });
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
      writeFileSync(path.join(fixture, file), text);
    }
    return checkImports(fixture).map((v) => `${v.from} ${v.rule}`);
  }

  // One case per rule: a file that breaks it, and one beside it that does the allowed thing.
  const cases: Array<[rule: string, files: Record<string, string>, breaking: string]> = [
    [
      'shared-is-isomorphic',
      {
        'shared/a/model.ts': "import { readFileSync } from 'node:fs';\n",
        'shared/a/contract.ts': "import { z } from 'zod';\nimport { A } from './model.ts';\n",
      },
      'shared/a/model.ts',
    ],
    [
      'app-imports-server-only-as-types-in-context',
      {
        'app/features/x/thing.ts': "import { isLive } from '../../../server/domains/matches/index.ts';\n",
        'app/context.ts': "import type { Services } from '../server/services.ts';\n",
      },
      'app/features/x/thing.ts',
    ],
    [
      'browser-imports-contracts-as-types',
      {
        'app/features/x/list.tsx': "import { matchItemSchema } from '../../../shared/matches/contract.ts';\n",
        'app/features/x/types.ts': "import type { MatchItem } from '../../../shared/matches/contract.ts';\n",
        'app/features/x/load.server.ts':
          "import { matchItemSchema } from '../../../shared/matches/contract.ts';\n",
      },
      'app/features/x/list.tsx',
    ],
    [
      'server-never-imports-app',
      {
        'server/seo/sitemap.ts': "import { LANGUAGES } from '../../app/i18n/languages.ts';\n",
        'server/app.ts': "import type { AppLoadContext } from '../app/context.ts';\n",
      },
      'server/seo/sitemap.ts',
    ],
    [
      'services-never-import-http',
      {
        'server/domains/a/service.ts': "import { requireUser } from '../../http/access.ts';\n",
        'server/domains/a/routes.ts': "import { requireUser } from '../../http/access.ts';\n",
        'server/domains/a/admin-routes.ts': "import { ok } from '../../http/envelope.ts';\n",
      },
      'server/domains/a/service.ts',
    ],
    [
      'http-imports-no-domain',
      {
        'server/http/context.ts': "import type { SessionStore } from '../domains/users/sessions.ts';\n",
        'server/http/api.ts': "import { DomainError } from '../../shared/errors.ts';\n",
      },
      'server/http/context.ts',
    ],
    [
      'feed-sees-the-contract-and-the-ingest-port',
      {
        'server/feed/runner.ts':
          "import type { SnapshotCounts } from '../domains/matches/ingest/snapshot.ts';\n",
        'server/feed/importer.ts':
          "import type { FeedSink } from '../../shared/matches/feed.ts';\nimport type { MatchIngest } from '../domains/matches/index.ts';\n",
      },
      'server/feed/runner.ts',
    ],
    [
      'domains-meet-through-entries',
      {
        'server/domains/a/service.ts': "import { createRepo } from '../b/repository.ts';\n",
        'server/domains/a/repository.ts':
          "import { things } from '../b/schema.ts';\nimport { recordMovement } from '../b/index.ts';\n",
      },
      'server/domains/a/service.ts',
    ],
    [
      'services-and-rules-hold-no-sql',
      {
        'server/domains/a/service.ts': "import { eq } from 'drizzle-orm';\n",
        'server/domains/a/repository.ts': "import { eq } from 'drizzle-orm';\n",
      },
      'server/domains/a/service.ts',
    ],
    [
      'rules-are-pure',
      {
        'server/domains/a/rules.ts': "import type { EventBus } from '../../realtime/bus.ts';\n",
        'server/domains/b/rules.ts':
          "import { DomainError } from '../../../shared/errors.ts';\nimport type { Row } from './schema.ts';\n",
      },
      'server/domains/a/rules.ts',
    ],
    [
      'jobs-use-domain-entries',
      {
        'server/jobs/cleanup.ts': "import { sessions } from '../domains/users/schema.ts';\n",
        'server/jobs/other.ts': "import { deleteExpiredSessions } from '../domains/users/index.ts';\n",
      },
      'server/jobs/cleanup.ts',
    ],
    [
      'domains-never-import-jobs',
      {
        'server/domains/a/service.ts': "import { startJobs } from '../../jobs/runner.ts';\n",
        'server/app.ts': "import { startJobs } from './jobs/runner.ts';\n",
      },
      'server/domains/a/service.ts',
    ],
    [
      'ui-and-lib-are-leaves',
      {
        'app/ui/Header.tsx': "import { LoginDialog } from '../features/auth/LoginDialog.tsx';\n",
        'app/shell/Header.tsx': "import { LoginDialog } from '../features/auth/index.ts';\n",
      },
      'app/ui/Header.tsx',
    ],
    [
      'features-meet-through-entries',
      {
        'app/features/matches/Star.tsx': "import { askToSignIn } from '../auth/session.ts';\n",
        'app/features/matches/Bell.tsx': "import { askToSignIn } from '../auth/index.ts';\n",
      },
      'app/features/matches/Star.tsx',
    ],
  ];

  it('has a case for every rule', () => {
    expect(cases.map(([rule]) => rule).sort()).toEqual(RULES.map((r) => r.id).sort());
  });

  it.each(cases)('%s', (rule, files, breaking) => {
    expect(tree(files)).toEqual([`${breaking} ${rule}`]);
  });

  it('tells a type-only import from a runtime one (`import type` and `{ type X }` alike)', () => {
    expect(
      tree({
        'app/context.ts':
          "import { type Services } from '../server/services.ts';\nexport { type RequestContext } from '../server/http/context.ts';\n",
      }),
    ).toEqual([]);
    expect(tree({ 'app/context.ts': "import { createServices } from '../server/services.ts';\n" })).toEqual([
      'app/context.ts app-imports-server-only-as-types-in-context',
    ]);
  });

  it('follows dynamic imports and re-exports too', () => {
    expect(
      tree({
        'app/routes/a.tsx': "const m = () => import('../../server/app.ts');\n",
        'app/routes/b.ts': "export { startApp } from '../../server/app.ts';\n",
      }),
    ).toEqual([
      'app/routes/a.tsx app-imports-server-only-as-types-in-context',
      'app/routes/b.ts app-imports-server-only-as-types-in-context',
    ]);
  });
});
