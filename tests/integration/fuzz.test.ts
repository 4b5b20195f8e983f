import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, testApi } from '../support/api.ts';
import { startTestApp } from '../support/app.ts';

/**
 * Issue 11, acceptance: a fuzz test generated from the running app's `/java/openapi.json`. Every
 * operation gets a table of hostile values in each query, path and body field in turn (the other
 * fields hold plausible valid values from the schema), malformed and mistyped bodies and the wrong
 * content-type, as a guest, signed in and, under `/java/admin`, as the administrator. Asserted:
 *
 * 1. never a 5xx, and every answer is the JSON envelope (`{status:'success', result}` or
 *    `{status:'fail', code, errorMsg, msg}` with a translated message);
 * 2. no state change: a digest (row count and md5 of the rows) of every table of the `public` schema
 *    is the same before and after an operation's hostile batch.
 *
 * A value of the table that the field's schema accepts (`"0x10"` as a signature, 2147483647 as an id)
 * is not hostile there: it is sent too, after the batch, signed in as a throwaway account (it may
 * legitimately write, cancel or sign out), and only check 1 applies. Control characters and NUL are
 * hostile in every text field whatever its schema says.
 *
 * Every request comes from a client address of its own (`x-forwarded-for`, believed from the
 * loopback by the default TRUST_PROXY), so per-address limits written into the use cases (sign-in
 * tries, payload keys) never answer 429 in place of the check; the configurable ones are raised.
 */

const CONCURRENCY = 8;
const ONE_MB = 'a'.repeat(1_000_000);

// --- The table of hostile values ---------------------------------------------------------------

interface Hostile {
  name: string;
  /** The value as raw JSON text in a body (so `-0` and `1e309` reach the server as written). */
  json: string;
  /** The value in a query string or path segment (several: the parameter repeated). */
  text: string | string[];
}

const str = (name: string, value: string): Hostile => ({ name, json: JSON.stringify(value), text: value });
const num = (literal: string): Hostile => ({ name: literal, json: literal, text: literal });

const HOSTILE: Hostile[] = [
  str('NUL', 'a\u0000b'),
  // Regression: control characters were stored (POST user/modifyUser {"signature":"a\u0001b"});
  // shared/wire.ts `text` refuses them now.
  str('U+0001', 'a\u0001b'),
  str('U+001F', '\u001f'),
  str('U+007F', 'a\u007f'),
  { name: '1 MB string', json: JSON.stringify(ONE_MB), text: ONE_MB },
  num('2147483647'),
  num('2147483648'),
  num('-2147483649'),
  num('9223372036854775807'),
  num('1e309'),
  num('-0'),
  str('"NaN"', 'NaN'),
  { name: 'true', json: 'true', text: 'true' },
  { name: '[]', json: '[]', text: ['1', '2'] },
  { name: '{}', json: '{}', text: '{}' },
  { name: 'null', json: 'null', text: '' },
  str('"0x10"', '0x10'),
  str('"1e3"', '1e3'),
];

/** A valid JSON object body with one more member written as raw text. */
const withMember = (valid: string, member: string) =>
  valid === '{}' ? `{${member}}` : `${valid.slice(0, -1)},${member}}`;

/** Whole bodies: malformed JSON, wrong JSON types and the wrong content-type. */
interface BodyCase {
  name: string;
  /** From the operation's valid JSON body, its valid values as a form, and one of its text fields. */
  body: (valid: { json: string; form: string; textField: string }) => string | Buffer;
  contentType?: string;
}

const BODIES: BodyCase[] = [
  { name: 'body "{"', body: () => '{' },
  { name: 'body "[1,"', body: () => '[1,' },
  { name: 'trailing comma', body: ({ json }) => `${json.slice(0, -1)},}` },
  {
    // Regression: Fastify read bad bytes as U+FFFD and ran the call (POST user/cancel
    // {"confirm":true,"x":"\xff\xfe"} cancelled the account); the /java JSON parser refuses them now.
    name: 'invalid UTF-8',
    body: ({ json, textField }) => {
      const [head = '', tail = ''] = withMember(json, '<>').split('<>');
      const bytes = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80]);
      return Buffer.concat([Buffer.from(`${head}"${textField}":"`), bytes, Buffer.from(`"${tail}`)]);
    },
  },
  { name: 'prototype poisoning', body: ({ json }) => withMember(json, '"__proto__":{"x":1}') },
  { name: 'empty body', body: () => '' },
  { name: 'body true', body: () => 'true' },
  { name: 'body []', body: () => '[]' },
  { name: 'body null', body: () => 'null' },
  { name: 'body "a"', body: () => '"a"' },
  // What a cross-site form can send without a preflight: the valid call must not run from it.
  { name: 'text/plain', body: ({ json }) => json, contentType: 'text/plain' },
  { name: 'form-urlencoded', body: ({ form }) => form, contentType: 'application/x-www-form-urlencoded' },
  {
    name: 'multipart',
    body: ({ form }) =>
      `${form
        .split('&')
        .map((pair) => {
          const [name, value = ''] = pair.split('=');
          return `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${decodeURIComponent(value)}\r\n`;
        })
        .join('')}--x--\r\n`,
    contentType: 'multipart/form-data; boundary=x',
  },
  { name: 'no content-type', body: ({ json }) => json, contentType: '' },
];

// --- The operations, from the OpenAPI document -------------------------------------------------

interface Schema {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  minLength?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  minItems?: number;
}

interface Field {
  in: 'query' | 'path' | 'body';
  name: string;
  schema: Schema;
}

interface Operation {
  method: string;
  path: string;
  fields: Field[];
  hasBody: boolean;
}

interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema: Schema }[];
        requestBody?: { content: Record<string, { schema: Schema }> };
      }
    >
  >;
}

function operationsOf(spec: OpenApi): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(spec.paths)) {
    if (!path.startsWith('/java/')) continue;
    for (const [method, op] of Object.entries(methods)) {
      const fields: Field[] = (op.parameters ?? []).map((p) => {
        if (p.in !== 'query' && p.in !== 'path') throw new Error(`${path}: parameter in ${p.in}`);
        return { in: p.in, name: p.name, schema: p.schema };
      });
      const json = op.requestBody?.content['application/json']?.schema;
      for (const [name, schema] of Object.entries(json?.properties ?? {})) {
        fields.push({ in: 'body', name, schema });
      }
      operations.push({ method: method.toUpperCase(), path, fields, hasBody: json !== undefined });
    }
  }
  return operations;
}

/** Samples of the patterns the contracts use; a new pattern needs one here. */
const PATTERN_SAMPLES: Record<string, string> = {
  '^-?\\d{1,10}$': '1',
  '^\\d{4}-\\d{2}-\\d{2}$': '2026-01-01',
  // A page number of a path (`{game}/{type}/{pageIndex}`), a game's slug.
  '^[1-9]\\d{0,2}$': '1',
  '^[A-Za-z0-9_-]{1,40}$': 'lol',
  '^[A-Za-z0-9_:.-]{1,40}$': 'lol',
};

/** A plausible valid value of a field: the first enum value, 'a', 1 within its bounds, true. */
function validValue(field: Field): unknown {
  const { schema } = field;
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return true;
    case 'string': {
      if (!schema.pattern) return 'a';
      const sample = PATTERN_SAMPLES[schema.pattern];
      if (sample === undefined)
        throw new Error(`no sample for the pattern ${schema.pattern} of ${field.name}`);
      return sample;
    }
    case 'array': {
      // As few items as it must hold, each a valid one (an operator's corrected fields: ['name']).
      const item = schema.items;
      return item
        ? Array.from({ length: schema.minItems ?? 0 }, () => validValue({ ...field, schema: item }))
        : [];
    }
    case 'object':
      // An object of optional fields (an operator's corrections) is valid empty.
      return {};
    default:
      throw new Error(`no valid value for ${field.name}: ${JSON.stringify(schema)}`);
  }
}

/** Whether the field's schema accepts the value (a small JSON Schema check of what the contracts use). */
function accepts(schema: Schema, value: unknown): boolean {
  if (schema.enum && !schema.enum.includes(value)) return false;
  switch (schema.type) {
    case 'string':
      return (
        typeof value === 'string' &&
        (schema.maxLength === undefined || [...value].length <= schema.maxLength) &&
        (schema.minLength === undefined || [...value].length >= schema.minLength) &&
        (schema.pattern === undefined || new RegExp(schema.pattern, 'u').test(value))
      );
    case 'integer':
    case 'number':
      return (
        typeof value === 'number' &&
        Number.isFinite(value) &&
        (schema.type === 'number' || Number.isInteger(value)) &&
        (schema.minimum === undefined || value >= schema.minimum) &&
        (schema.maximum === undefined || value <= schema.maximum)
      );
    case 'boolean':
      return typeof value === 'boolean';
    default:
      return true;
  }
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters text must never carry
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Hostile in this field: its schema refuses it, or it is text carrying NUL or a control character. */
function isHostile(field: Field, value: Hostile): boolean {
  const parsed: unknown = field.in === 'body' ? JSON.parse(value.json) : value.text;
  if (typeof parsed === 'string' && CONTROL.test(parsed)) return true;
  return !accepts(field.schema, parsed);
}

// --- Requests ----------------------------------------------------------------------------------

interface FuzzRequest {
  label: string;
  method: string;
  path: string;
  token?: string;
  body?: string | Buffer;
  contentType?: string;
}

function urlOf(op: Operation, values: Map<string, string | string[]>): string {
  let path = op.path;
  const query: string[] = [];
  for (const field of op.fields) {
    const value = values.get(field.name);
    if (value === undefined) continue;
    if (field.in === 'path') {
      path = path.replace(`{${field.name}}`, encodeURIComponent([value].flat().join(',')));
    } else if (field.in === 'query') {
      for (const one of [value].flat()) query.push(`${field.name}=${encodeURIComponent(one)}`);
    }
  }
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** A batch of requests: one field's hostile values, or the whole-body cases. */
interface Batch {
  name: string;
  requests: FuzzRequest[];
}

/** The requests of one operation: each field × each value, then the whole-body cases. */
function casesOf(op: Operation): { hostile: Batch[]; accepted: FuzzRequest[] } {
  const hostile: Batch[] = [];
  const accepted: FuzzRequest[] = [];
  const request = (label: string, target?: Field, value?: Hostile): FuzzRequest => {
    const params = new Map<string, string | string[]>();
    const body: string[] = [];
    for (const field of op.fields) {
      const given = field === target && value !== undefined;
      if (field.in === 'body') {
        body.push(`${JSON.stringify(field.name)}:${given ? value.json : JSON.stringify(validValue(field))}`);
      } else {
        params.set(field.name, given ? value.text : String(validValue(field)));
      }
    }
    return {
      label,
      method: op.method,
      path: urlOf(op, params),
      ...(op.hasBody ? { body: `{${body.join(',')}}`, contentType: 'application/json' } : {}),
    };
  };
  for (const field of op.fields) {
    const batch: Batch = { name: `${field.in} ${field.name}`, requests: [] };
    for (const value of HOSTILE) {
      const sent = request(`${field.in} ${field.name} = ${value.name}`, field, value);
      (isHostile(field, value) ? batch.requests : accepted).push(sent);
    }
    hostile.push(batch);
  }
  if (op.hasBody) {
    const valid = request('valid');
    const bodyFields = op.fields.filter((f) => f.in === 'body');
    const textField = bodyFields.find((f) => f.schema.type === 'string' && !f.schema.enum)?.name ?? 'x';
    const form = bodyFields
      .map((f) => `${encodeURIComponent(f.name)}=${encodeURIComponent(String(validValue(f)))}`)
      .join('&');
    hostile.push({
      name: 'whole body',
      requests: BODIES.map((c) => ({
        ...valid,
        label: c.name,
        body: c.body({ json: String(valid.body), form, textField }),
        contentType: c.contentType ?? 'application/json',
      })),
    });
  }
  return { hostile, accepted };
}

interface Answer {
  status: number;
  contentType: string;
  text: string;
}

// --- The run -----------------------------------------------------------------------------------

const app = await startTestApp({ authRateLimit: 1_000_000, codeSendsPerIpHour: 1_000_000 });
const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
afterAll(async () => {
  agent.destroy();
  await app.close();
});
const api = testApi(app);
const operations = operationsOf((await (await fetch(`${app.url}/java/openapi.json`)).json()) as OpenApi).sort(
  (a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`),
);

let addresses = 0;
/** A client address of its own for every request (10.0.0.1, 10.0.0.2, ...). */
function nextAddress(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

function send(request: FuzzRequest): Promise<Answer> {
  const headers: Record<string, string> = { lan: 'en_US', 'x-forwarded-for': nextAddress() };
  if (request.token) headers.token = request.token;
  if (request.contentType) headers['content-type'] = request.contentType;
  // A body always with its length (a chunked GET is refused by Node's parser before any route).
  if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${app.url}${request.path}`,
      { method: request.method, headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

/** What is wrong with an answer, or null: a 5xx, or anything but the envelope. */
function problemOf(answer: Answer): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (!answer.contentType.startsWith('application/json')) return `content-type "${answer.contentType}"`;
  let body: { status?: unknown; code?: unknown; errorMsg?: unknown; msg?: unknown; result?: unknown };
  try {
    body = JSON.parse(answer.text);
  } catch {
    return 'not JSON';
  }
  if (body.status === 'success') {
    return answer.status === 200 && 'result' in body ? null : `success with status ${answer.status}`;
  }
  if (body.status !== 'fail') return 'no envelope';
  if (body.code !== answer.status) return `code ${String(body.code)} under status ${answer.status}`;
  if (typeof body.errorMsg !== 'string' || body.errorMsg === '' || body.msg !== body.errorMsg) {
    return 'no errorMsg/msg';
  }
  // An untranslated catalog key ("errors:foo") means the message is missing from the catalogs.
  if (/^[a-z]+:[\w.]+$/i.test(body.errorMsg)) return `untranslated message ${body.errorMsg}`;
  return null;
}

async function inPool<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
}

/** Sends every request as every identity; returns the problems found (label, identity, answer). */
async function run(requests: FuzzRequest[], identities: [string, string | undefined][]): Promise<string[]> {
  const problems: string[] = [];
  const all = identities.flatMap(([who, token]) =>
    requests.map((r) => ({ who, request: token ? { ...r, token } : r })),
  );
  await inPool(all, async ({ who, request }) => {
    let problem: string | null;
    let answer: Answer | undefined;
    try {
      answer = await send(request);
      problem = problemOf(answer);
    } catch (err) {
      problem = `request failed: ${(err as Error).message}`;
    }
    if (problem) {
      problems.push(`${request.label} [${who}]: ${problem} ${answer ? answer.text.slice(0, 200) : ''}`);
    }
  });
  return problems.sort();
}

/**
 * Tables left out of the digest, each with why. Empty: no table changes on a request that changes
 * nothing (sessions keep no last-seen; rate limits live in memory or Redis). `payload_keys` changes
 * on GET system/getPrivateKey, which takes no input and so is only called, not digested.
 */
const NOT_DIGESTED = new Set<string>([]);

let tables: string[] = [];
async function digest(): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = (await app.database.db.execute(
      sql.raw(
        `SELECT count(*)::text || ':' || coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') AS d FROM "${table}" t`,
      ),
    )) as unknown as { rows: { d: string }[] };
    out[table] = rows[0]?.d ?? '';
  }
  return out;
}

let admin: Account;
let accounts = 0;

/**
 * A new signed-in account (its token) for one operation, so that nothing one operation does to its
 * account (sign-out, cancel) blunts the next one's checks. From a client address of its own: the
 * kit's `signUp` would spend the loopback's sign-in tries (a few dozen per 15 minutes).
 */
async function newAccount(): Promise<string> {
  accounts += 1;
  const email = `fuzz-${accounts}@example.com`;
  const headers = { 'x-forwarded-for': nextAddress() };
  const sent = await api.call('/login/V2/sendEmailcheckCode', { mobileOrEmail: email }, headers);
  if (sent.status !== 200) throw new Error(`no code for ${email}: ${JSON.stringify(sent.body)}`);
  const login = await api.call(
    '/login/V2/getLoginByEmailCheckCode',
    { mobileOrEmail: email, checkCode: api.lastCode(email) },
    headers,
  );
  if (login.status !== 200) throw new Error(`no sign-in for ${email}: ${JSON.stringify(login.body)}`);
  return login.body.result.token;
}

beforeAll(async () => {
  const { rows } = (await app.database.db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { name: string }[] };
  tables = rows.map((r) => r.name).filter((name) => !NOT_DIGESTED.has(name));
  admin = await api.asAdmin();
});

describe('the /java API under hostile input (generated from /java/openapi.json)', () => {
  it('finds the operations and the application tables', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(tables).toContain('users');
  });

  for (const op of operations) {
    const isAdmin = op.path.startsWith('/java/admin/');
    it(`${op.method} ${op.path}`, { timeout: 120_000 }, async () => {
      const identities: [string, string | undefined][] = [
        ['guest', undefined],
        ['user', await newAccount()],
        ...(isAdmin ? [['admin', admin.token] as [string, string]] : []),
      ];
      if (op.fields.length === 0) {
        // No input to be hostile in: called once with a malformed body, not digested.
        const once = { label: 'body "{"', method: op.method, path: op.path, body: '{' };
        expect(await run([{ ...once, contentType: 'application/json' }], identities)).toEqual([]);
        return;
      }
      const { hostile, accepted } = casesOf(op);
      const before = await digest();
      for (const batch of hostile) {
        expect(await run(batch.requests, identities)).toEqual([]);
        const after = await digest();
        const changed = tables.filter((t) => before[t] !== after[t]);
        expect(changed, `tables changed by hostile ${batch.name}`).toEqual([]);
      }
      // Values the schema accepts, as a throwaway account: they may write, sign out or cancel.
      if (accepted.length > 0) {
        identities[1] = ['throwaway', await newAccount()];
        expect(await run(accepted, identities)).toEqual([]);
      }
    });
  }
});
