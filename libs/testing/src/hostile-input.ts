// Jest-only (imports @jest/globals): the entry point `@prestigio/testing/hostile-input`. What a hostile client sends
// (fixed odd bodies, and fast-check generators of wrong types, deep and huge JSON, control and odd Unicode
// characters, prototype-pollution keys) and what every answer to it must be: a 2xx, or a 4xx in the documented error
// shape `{ statusCode, message, errors? }` with Spanish texts; never a 5xx.
import { expect } from '@jest/globals';
import { errorBodySchema } from '@prestigio/contracts';
import fc from 'fast-check';
import { request as httpRequest } from 'node:http';

/** One seed for every fuzz run, so a failure replays: fast-check prints it with the failing path; FUZZ_SEED overrides. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

/** How many generated requests each endpoint gets: enough to meet every generator branch, few enough for `npm test`. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 25);

export interface RawAnswer {
  status: number;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: unknown;
}

/** Sends exactly these bytes (supertest re-encodes strings and treats buffers as uploads) and reads the answer. */
export function sendRaw(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer | string,
): Promise<RawAnswer> {
  const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const sized = bytes === undefined ? headers : { 'content-type': 'application/json', ...headers, 'content-length': String(bytes.length) };
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(new URL(path, baseUrl), { method, headers: sized }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let parsed: unknown = text;
        try {
          parsed = JSON.parse(text);
        } catch {
          // Not JSON: kept as text, and refused by answerProblem for an error.
        }
        resolve({ status: incoming.statusCode ?? 0, body: parsed });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(bytes);
  });
}

/** A control character (tab and line breaks aside) or half of a surrogate pair. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNCLEAN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDFFF]/u;

/** The first unclean text anywhere in a JSON value. */
function uncleanText(value: unknown): string | undefined {
  if (typeof value === 'string') return UNCLEAN.test(value) ? value : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const item of Object.values(value)) {
    const found = uncleanText(item);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** English words that no Spanish message of ours holds (zod's and Nest's defaults, multer's, Express's). */
const ENGLISH = /\b(the|is|are|was|must|should|expected|received|invalid|unexpected|failed|cannot|found|required|request|field|input|too|value|bad|error|exception|string|number|object|array|undefined|null)\b/i;

/** Why a text is not a Spanish message for a person, or undefined. */
function notSpanish(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.trim() === '') return 'empty or not a text';
  const english = ENGLISH.exec(text);
  if (english && !/^Error interno del servidor$/.test(text)) return `English word "${english[0]}"`;
  return undefined;
}

/**
 * What is wrong with an answer to hostile input, or undefined when it is acceptable: a 2xx, or a 4xx whose body is
 * exactly the documented error shape, its status repeated, with a Spanish message and Spanish field errors.
 */
export function answerProblem(answer: RawAnswer): string | undefined {
  const shown = `${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`;
  if (answer.status >= 200 && answer.status < 300) {
    // What was accepted is stored and shown clean: no control character, no half of a surrogate pair.
    const unclean = uncleanText(answer.body);
    return unclean === undefined ? undefined : `accepted and echoed ${JSON.stringify(unclean).slice(0, 80)}: ${shown}`;
  }
  if (answer.status < 400 || answer.status >= 500) return `status ${shown}`;
  const parsed = errorBodySchema.strict().safeParse(answer.body);
  if (!parsed.success || parsed.data.statusCode !== answer.status) return `not the error shape: ${shown}`;
  for (const text of [parsed.data.message, ...Object.values(parsed.data.errors ?? {})]) {
    const problem = notSpanish(text);
    if (problem) return `${problem}: ${shown}`;
  }
  return undefined;
}

/** Fails the test when answerProblem finds something: the message names what was sent. */
export function expectAcceptableAnswer(answer: RawAnswer, sent: string): void {
  const problem = answerProblem(answer);
  if (problem) throw new Error(`${problem}\n  for: ${sent.slice(0, 400)}`);
}

/** Fails the test unless the answer is a refusal (4xx) in the error shape with Spanish texts. */
export function expectRefusal(answer: RawAnswer, sent: string): void {
  expectAcceptableAnswer(answer, sent);
  if (answer.status < 400) throw new Error(`accepted (${answer.status}) what must be refused: ${sent.slice(0, 400)}`);
}

/** Fails when a request managed to add a property to every object of this process (services under test run in it). */
export function expectNoPrototypePollution(): void {
  const polluted = Object.keys(Object.prototype).concat(Object.keys(Array.prototype));
  expect(polluted).toEqual([]);
}

/** Characters a careless layer trips on: NUL and other controls, lone surrogates, direction marks, zero widths… */
const oddCharacters = fc.constantFrom(
  '\u0000',
  '\u0001',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u0085',
  '\uD800',
  '\uDFFF',
  '\uDBFF',
  '\u202E',
  '\u202D',
  '\u200F',
  '\u200B',
  '\u2028',
  '\uFEFF',
  '\uFFFF',
  '\u0130',
  '\u0301',
  'ﬃ',
  '🏠',
  '%00',
  '\\',
  '"',
  "'",
  '`',
);

/** Texts a hostile client types: any code point (lone surrogates too), odd characters, injections, long runs. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.array(fc.oneof(oddCharacters, fc.string({ maxLength: 6 })), { minLength: 1, maxLength: 12 }).map((parts) => parts.join('')),
  fc.constantFrom(
    "'; DROP TABLE properties; --",
    "' OR '1'='1",
    '<script>window.__xss=1</script>',
    '<img src=x onerror=window.__xss=1>',
    '"><svg onload=window.__xss=1>',
    '${7*7}{{7*7}}',
    '../../etc/passwd',
    '%s%n%x',
    ' ',
    '',
  ),
  fc.tuple(oddCharacters, fc.integer({ min: 500, max: 20_000 })).map(([character, times]) => character.repeat(times)),
);

/** Object keys that pollute a prototype when merged carelessly, and keys no schema knows. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '$where', '$gt'),
  fc.string({ maxLength: 8 }),
);

/**
 * A JSON value as raw text, of any type a hostile client sends: odd numbers, odd texts, arrays and objects (keys such as
 * `__proto__` written literally, the way `JSON.parse` sees them), nested a little, or thousands of levels deep.
 */
export const hostileJson: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('null', 'true', 'false', '0', '-0', '1e308', '-1e308', '1e-320', '9007199254740993', '0.1', '-1', '""', '[]', '{}'),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map((number) => JSON.stringify(number)),
    hostileText.map((text) => JSON.stringify(text)),
    fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 }).map(objectText),
    fc.tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 1_000, max: 60_000 })).map(([open, depth]) => deeplyNested(open, depth)),
  ),
})).value;

/** `{"k":v,…}` from raw entries, in order, duplicates and `__proto__` kept as written. */
function objectText(entries: ReadonlyArray<readonly [string, string]>): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(',')}}`;
}

function deeplyNested(open: string, depth: number): string {
  const close = open === '[' ? ']' : '}';
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

export interface HostileBodyOptions {
  /** Fields whose value may be replaced by a hostile text (still a text: a careful service stores or refuses it). */
  textFields?: readonly string[];
}

/**
 * Raw JSON bodies made from a valid one: one or two fields replaced by any hostile JSON value, a text field given
 * hostile text, a prototype-pollution key added, the root replaced by another type, a body past the 1 MB limit, or
 * JSON cut off. Each is answered with a 2xx (the service made sense of it) or a Spanish 4xx.
 */
export function hostileBodies(valid: Record<string, unknown>, options: HostileBodyOptions = {}): fc.Arbitrary<string> {
  const entries = Object.entries(valid).map(([key, value]) => [key, JSON.stringify(value)] as const);
  const fields = entries.map(([key]) => key);
  const withField = (replacements: ReadonlyArray<readonly [string, string]>) =>
    objectText([...entries.filter(([key]) => !replacements.some(([replaced]) => replaced === key)), ...replacements]);
  const branches: Array<fc.Arbitrary<string>> = [
    fc.array(fc.tuple(fc.constantFrom(...fields), hostileJson), { minLength: 1, maxLength: 2 }).map(withField),
    fc.tuple(fc.constantFrom('__proto__', 'constructor'), fc.constantFrom(...fields)).map(([key, field]) =>
      key === '__proto__'
        ? objectText([...entries, ['__proto__', `{"polluted":true,${JSON.stringify(field)}:null}`]])
        : objectText([...entries, ['constructor', '{"prototype":{"polluted":true}}']]),
    ),
    hostileJson,
    fc.constantFrom(
      JSON.stringify({ ...valid, padding: 'x'.repeat(1_100_000) }),
      objectText(entries).slice(0, -1),
      `${objectText(entries)}}`,
      objectText([...entries, ...entries]),
    ),
  ];
  if (options.textFields?.length) {
    branches.push(fc.tuple(fc.constantFrom(...options.textFields), hostileText).map(([field, text]) => withField([[field, JSON.stringify(text)]])));
  }
  return fc.oneof(...branches);
}

/** A path segment a hostile client puts where an id or slug goes: encoded, so any character reaches the router. */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  hostileText.filter((text) => text.length > 0 && text.length < 2_000).map(encodePathSegment),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '%C0%AF', '..%2F..%2Fetc', '00000000-0000-0000-0000-000000000000', 'null', 'undefined'),
);

/** encodeURIComponent, but a lone surrogate (which it refuses) goes out as the bytes of its invalid UTF-8 form. */
function encodePathSegment(text: string): string {
  return Array.from(text, (character) => {
    const code = character.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    return encodeURIComponent(character);
  }).join('');
}

/** A query string of hostile values for these parameters, some repeated (Express turns those into arrays). */
export function hostileQuery(parameters: readonly string[]): fc.Arbitrary<string> {
  const value = fc.oneof(hostilePathSegment, fc.constantFrom('', '-1', '1e400', '99999999999999999999', 'NaN', 'true'));
  const pair = fc.oneof(
    fc.tuple(fc.constantFrom(...parameters), value).map(([name, text]) => `${name}=${text}`),
    fc.tuple(fc.constantFrom(...parameters), value).map(([name, text]) => `${name}[${text}]=1`),
    fc.constantFrom('__proto__[polluted]=1', 'constructor[prototype][polluted]=1'),
  );
  return fc.array(pair, { minLength: 1, maxLength: 4 }).map((pairs) => `?${pairs.join('&')}`);
}

export interface FuzzOptions<T> {
  /** Generated inputs; FUZZ_RUNS by default. */
  numRuns?: number;
  /** Inputs tried first, every run: the cases a fix was made for. */
  examples?: T[];
}

/**
 * Runs an async property with the suite's seed and run count; fast-check's report names the seed (and the path) to
 * replay with. It stops at the first failure: FUZZ_SHRINK=true shrinks it to a smallest example first.
 */
export async function fuzz<T>(arbitrary: fc.Arbitrary<T>, check: (input: T) => Promise<void>, options: FuzzOptions<T> = {}): Promise<void> {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      await check(input);
      expectNoPrototypePollution();
    }),
    {
      seed: FUZZ_SEED,
      numRuns: options.numRuns ?? FUZZ_RUNS,
      examples: options.examples?.map((example) => [example] as [T]),
      endOnFailure: process.env.FUZZ_SHRINK !== 'true',
    },
  );
}

/** Raw JSON texts a public form must answer with a 4xx: wrong shapes, wrong types, broken or hostile JSON. */
export const oddJsonBodies: string[] = [
  '[]',
  '[{"name":"Ana"}]',
  'null',
  '"texto"',
  '42',
  'true',
  '{',
  '{"name":',
  '{}',
  '{"name":null,"phone":null,"email":null,"privacy":null,"website":null,"elapsedMs":null}',
  '{"name":{"$gt":""},"phone":["5512345678"],"email":{"toString":"x"},"privacy":1,"interest":7,"message":[]}',
  '{"email":"a@b.mx","email":"otra"}',
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  JSON.stringify({ text: 'x'.repeat(2_000_000) }),
];

/** Sends every body (and a few that are not JSON) and expects a 4xx in the error shape each time, never a 5xx. */
export async function expectNeverAServerError(baseUrl: string, path: string, jsonBodies: string[]): Promise<void> {
  const sends = [
    ...jsonBodies.map((body) => ({ type: 'application/json', body })),
    { type: 'text/plain', body: 'name=Ana&privacy=true' },
    // Form fields arrive as strings, so the privacy checkbox can never be `true` and an address is missing.
    { type: 'application/x-www-form-urlencoded', body: 'name=Ana&phone=5512345678&privacy=true' },
    { type: 'application/json; charset=latin1', body: '{"name":"Ana"}' },
  ];
  const unexpected: string[] = [];
  for (const { type, body } of sends) {
    const answer = await sendRaw(baseUrl, 'POST', path, { 'content-type': type }, body);
    const problem = answer.status < 400 ? `accepted ${answer.status}` : answerProblem(answer);
    if (problem) unexpected.push(`${type} ${body.slice(0, 60)} -> ${problem}`);
  }
  expect(unexpected).toEqual([]);
}

// ── Dates and control characters: what every date parameter and every text field must survive ───────────────────────

const pad = (value: number, width: number) => String(Math.abs(value)).padStart(width, '0');

/**
 * What a hostile client puts where a date goes (`from`, `to`, `startsAt`, `scheduledAt`…): any day of years 0000 to
 * 9999 (impossible ones too: 02-30, 13-01), any instant JavaScript can hold (years -271821 to +275760, written as
 * ISO with six-digit years), the same with odd offsets, and garbage. A service answers each with a 2xx or a Spanish
 * 400, never a 5xx.
 */
export const hostileDate: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([year, month, day]) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`),
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((instant) => instant.toISOString()),
  fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((instant) => instant.toISOString().split('T')[0]!),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.constantFrom('Z', '+00:00', '-06:00', '+14:00', '-23:59', '+99:99'))
    .map(([year, offset]) => `${pad(year, 4)}-12-31T23:59:59${offset}`),
  fc.constantFrom(
    '0001-01-01',
    '9999-12-30',
    '9999-12-31',
    '9999-12-31T23:59:59.999Z',
    '275760-09-13',
    '+275760-09-13T00:00:00.000Z',
    '-000001-01-01T00:00:00.000Z',
    '1969-12-31',
    '1999-12-31',
    '0000-00-00',
    '2026-02-30',
    '2026-13-01',
    'mañana',
    '1e400',
    '-1',
    'NaN',
    'Infinity',
    '',
  ),
);

/** A query string giving these date parameters hostile dates (each once: `?from=9999-12-30&to=9999-12-31`). */
export function hostileDateQuery(parameters: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(...parameters.map(() => fc.option(hostileDate, { nil: undefined })))
    .map((dates) => parameters.flatMap((name, index) => (dates[index] === undefined ? [] : [`${name}=${encodeURIComponent(dates[index])}`])))
    .map((pairs) => `?${pairs.join('&')}`);
}

/** A control character nobody types in any field, multi-line ones included (tab and line breaks aside). */
const strayControlCharacter = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F');

/** A text holding one stray control character somewhere (start, middle or end), the rest ordinary words. */
export const textWithControlCharacter: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('', 'Ana', 'Casa en Polanco', '55 1234 5678'), strayControlCharacter, fc.constantFrom('', ' Ruiz', 'x', ' con jardín'))
  .map(([before, control, after]) => `${before}${control}${after}`);

/** A valid body with one of its text fields given a stray control character: every such body must be refused. */
export function controlCharacterBodies(valid: Record<string, unknown>, textFields: readonly string[]): fc.Arbitrary<string> {
  return fc.tuple(fc.constantFrom(...textFields), textWithControlCharacter).map(([field, text]) => JSON.stringify({ ...valid, [field]: text }));
}
