// The import direction of docs/decisions/013-domain-layout-and-import-rules.md, checked on every
// `npm run lint` (so on every `npm test`): each import of app/, server/ and shared/ is resolved to the
// file it names and judged by the rules below. Type-only imports are told apart from runtime ones.
// Tests (`*.test.ts`, `*.test-support.ts`) may reach anything they test and are not checked.
//
//   node scripts/check-imports.ts [root]     prints one line per broken rule, exits 1 if any
import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface ImportRef {
  /** The importing file, relative to the root, with forward slashes. */
  from: string;
  line: number;
  specifier: string;
  /** The imported file relative to the root (`server/http/api.ts`), or the package (`zod`, `node:fs`). */
  target: string;
  isPackage: boolean;
  /** Erased at runtime: `import type`, or every name imported with `type`. */
  typeOnly: boolean;
}

export interface Violation extends ImportRef {
  rule: string;
  message: string;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.(test|spec)\.tsx?$|\.test-support\.ts$/;
const SKIP_DIRS = new Set(['node_modules', 'build', '.react-router', 'data', 'test-results', 'fixtures']);

function walk(root: string, dir: string, out: string[]): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return out;
  }
  for (const entry of entries) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(root, rel, out);
    } else if (SOURCE.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      out.push(rel);
    }
  }
  return out;
}

function packageName(specifier: string): string {
  if (specifier.startsWith('node:')) return specifier;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Every static import, re-export and dynamic `import()` of one file. */
export function importsOf(root: string, file: string): ImportRef[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const refs: ImportRef[] = [];
  const add = (node: ts.Node, specifier: string, typeOnly: boolean) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    let target: string;
    let isPackage = false;
    if (specifier.startsWith('.')) {
      target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    } else if (specifier.startsWith('#server/') || specifier.startsWith('#app/')) {
      target = specifier.slice(1);
    } else {
      target = packageName(specifier);
      isPackage = true;
    }
    refs.push({ from: file, line, specifier, target, isPackage, typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            named !== undefined &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly)));
      add(node, node.moduleSpecifier.text, typeOnly);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const clause = node.exportClause;
      const typeOnly =
        node.isTypeOnly ||
        (clause !== undefined &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((e) => e.isTypeOnly));
      add(node, node.moduleSpecifier.text, typeOnly);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node, node.arguments[0].text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

const under = (p: string, dir: string) => p === dir || p.startsWith(`${dir}/`);
const domainOf = (p: string) => /^server\/domains\/([^/]+)\//.exec(p)?.[1];
const featureOf = (p: string) => /^app\/features\/([^/]+)\//.exec(p)?.[1];
const isRouteFile = (p: string) => /(^|\/|-)routes\.ts$/.test(p);

interface Rule {
  id: string;
  message: string;
  /** True when the import breaks the rule. */
  breaks(ref: ImportRef): boolean;
}

/** The rules, in the words of decision 013. */
export const RULES: Rule[] = [
  {
    id: 'shared-is-isomorphic',
    message: 'shared/ holds zod and plain TypeScript only: it imports shared/ and zod, nothing else',
    breaks: (r) => under(r.from, 'shared') && (r.isPackage ? r.target !== 'zod' : !under(r.target, 'shared')),
  },
  {
    id: 'app-imports-server-only-as-types-in-context',
    message: 'app/ imports the server only as types, in app/context.ts (use shared/ or the load context)',
    breaks: (r) =>
      under(r.from, 'app') &&
      !r.isPackage &&
      under(r.target, 'server') &&
      !(r.from === 'app/context.ts' && r.typeOnly),
  },
  {
    id: 'browser-imports-contracts-as-types',
    message:
      'the browser imports a contract as types only (zod stays out of the bundle): values belong in shared/<domain>/model.ts',
    breaks: (r) =>
      under(r.from, 'app') &&
      !r.from.endsWith('.server.ts') &&
      !r.isPackage &&
      /^shared\/.*contract\.ts$/.test(r.target) &&
      !r.typeOnly,
  },
  {
    id: 'server-never-imports-app',
    message: 'server/ never imports app/ (the composition root server/app.ts may name its load-context type)',
    breaks: (r) =>
      under(r.from, 'server') &&
      !r.isPackage &&
      under(r.target, 'app') &&
      !(r.from === 'server/app.ts' && r.typeOnly),
  },
  {
    id: 'services-never-import-http',
    message:
      'only routes.ts / admin-routes.ts of a domain know HTTP: services throw DomainError (shared/errors.ts)',
    breaks: (r) =>
      under(r.from, 'server/domains') &&
      !isRouteFile(r.from) &&
      (r.isPackage
        ? r.target === 'fastify' || r.target.startsWith('@fastify/')
        : under(r.target, 'server/http')),
  },
  {
    id: 'http-imports-no-domain',
    message: 'server/http knows no domain: the composition root passes what it needs',
    breaks: (r) => under(r.from, 'server/http') && !r.isPackage && under(r.target, 'server/domains'),
  },
  {
    id: 'feed-sees-the-contract-and-the-ingest-port',
    message:
      'server/feed sees shared/ (the matches contract) and the matches ingest port (a type of matches/index.ts) only',
    breaks: (r) =>
      under(r.from, 'server/feed') &&
      !r.isPackage &&
      !under(r.target, 'server/feed') &&
      !under(r.target, 'shared') &&
      !(r.typeOnly && (r.target === 'server/domains/matches/index.ts' || r.target === 'server/config.ts')),
  },
  {
    id: 'domains-meet-through-entries',
    message:
      'a domain reaches another only through its public entry (index.ts) or its schema.ts (foreign keys, joins)',
    breaks: (r) => {
      const from = domainOf(r.from);
      const to = domainOf(r.target);
      if (r.isPackage || !from || !to || from === to) return false;
      return r.target !== `server/domains/${to}/index.ts` && !r.target.endsWith('/schema.ts');
    },
  },
  {
    id: 'jobs-use-domain-entries',
    message:
      'server/jobs schedules work that domains own: it calls their public entries (index.ts), never their files',
    breaks: (r) =>
      under(r.from, 'server/jobs') &&
      !r.isPackage &&
      domainOf(r.target) !== undefined &&
      r.target !== `server/domains/${domainOf(r.target)}/index.ts`,
  },
  {
    id: 'domains-never-import-jobs',
    message: 'a domain never imports server/jobs: the composition root (server/app.ts) schedules its work',
    breaks: (r) => under(r.from, 'server/domains') && !r.isPackage && under(r.target, 'server/jobs'),
  },
  {
    id: 'services-and-rules-hold-no-sql',
    message: 'SQL lives in repositories: service.ts and rules.ts do not import drizzle-orm',
    breaks: (r) => /\/(service|rules)\.ts$/.test(r.from) && r.isPackage && r.target.startsWith('drizzle-orm'),
  },
  {
    id: 'rules-are-pure',
    message: 'rules.ts is pure: it imports shared/ and its own domain’s types only',
    breaks: (r) =>
      under(r.from, 'server/domains') &&
      r.from.endsWith('/rules.ts') &&
      (r.isPackage ||
        !(under(r.target, 'shared') || (r.typeOnly && domainOf(r.target) === domainOf(r.from)))),
  },
  {
    id: 'ui-and-lib-are-leaves',
    message: 'app/ui and app/lib never import app/features (compose features in app/shell or a route)',
    breaks: (r) =>
      (under(r.from, 'app/ui') || under(r.from, 'app/lib')) &&
      !r.isPackage &&
      under(r.target, 'app/features'),
  },
  {
    id: 'features-meet-through-entries',
    message: 'a feature reaches another only through its entry file (app/features/<feature>/index.ts)',
    breaks: (r) => {
      const from = featureOf(r.from);
      const to = featureOf(r.target);
      if (r.isPackage || !from || !to || from === to) return false;
      return r.target !== `app/features/${to}/index.ts`;
    },
  },
];

/** Every broken rule in the tree under `root` (app/, server/, shared/). */
export function checkImports(root: string): Violation[] {
  const files = ['app', 'server', 'shared'].flatMap((dir) => walk(root, dir, []));
  const violations: Violation[] = [];
  for (const file of files) {
    for (const ref of importsOf(root, file)) {
      for (const rule of RULES) {
        if (rule.breaks(ref)) violations.push({ ...ref, rule: rule.id, message: rule.message });
      }
    }
  }
  return violations;
}

if (import.meta.main) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const violations = checkImports(root);
  for (const v of violations) {
    console.error(
      `${v.from}:${v.line}  ${v.rule}: ${v.message}\n    imports ${v.specifier}${v.typeOnly ? ' (types)' : ''}`,
    );
  }
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import(s) break the rules of docs/decisions/013-domain-layout-and-import-rules.md`,
    );
    process.exit(1);
  }
  console.log('imports: every rule of decision 013 holds');
}
