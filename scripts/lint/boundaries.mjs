// The walls between the workspace's parts (docs/architecture.md, "Where things go"), checked on every import:
// services and the gateway share only libs/ and talk over HTTP and NATS; libraries never reach into an app; a web
// feature never imports another feature or the app that composes it; components/ and lib/ stay below the features.
// Tests live in the same folders, so the same walls hold for them, with one door: the tools (tools/: launcher, bench,
// seed) are never imported by product code, but tests may use the launcher to start Postgres, NATS or the stack. A tool
// reaches a service only through that service's public seeding entry (`@prestigio/<name>-service/seeding`).
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Workspace packages that are libraries; every other `@prestigio/*` package is an app. */
const LIBRARY_PACKAGES = new Set(['@prestigio/contracts', '@prestigio/nest-common', '@prestigio/testing']);
/** Workspace packages under tools/. */
const TOOL_PACKAGES = new Set(['@prestigio/launcher', '@prestigio/bench', '@prestigio/seed']);
/** The one entry of a service a tool may import. */
const PUBLIC_SERVICE_ENTRY = 'seeding';

/** Test files and test harnesses: `test/` and `e2e/` folders, `*.spec.ts`, `*.e2e-spec.ts`, `*.browser-spec.ts`. */
const isTestFile = (segments) => segments.some((segment) => segment === 'test' || segment === 'e2e') || /\.(spec|e2e-spec|browser-spec|clone-spec)\.tsx?$/.test(segments.at(-1) ?? '');

/**
 * Where a file (a path relative to the repository) sits: `{ part, name }`, or null outside the walled parts.
 * part: 'service' | 'gateway' | 'library' | 'tool' | 'web-feature' | 'web-shared' | 'web-app' | 'web'; `test` marks
 * test files, which may use the tools.
 */
export function zoneOf(relativePath) {
  const segments = relativePath.split(/[\\/]/);
  const zone = placeOf(segments);
  return zone && isTestFile(segments) ? { ...zone, test: true } : zone;
}

function placeOf(segments) {
  const [top, second, third, fourth] = segments;
  if (top === 'tools' && second) return { part: 'tool', name: second };
  if (top === 'services' && second) return { part: 'service', name: second };
  if (top === 'gateway') return { part: 'gateway', name: 'gateway' };
  if (top === 'libs' && second) return { part: 'library', name: second };
  if (top === 'web') {
    if (second === 'src' && third === 'features' && fourth) return { part: 'web-feature', name: fourth };
    if (second === 'src' && (third === 'components' || third === 'lib')) return { part: 'web-shared', name: third };
    if (second === 'src' && third === 'app') return { part: 'web-app', name: 'app' };
    return { part: 'web', name: 'web' };
  }
  return null;
}

/** The zone an import points at, resolved against the importing file; null for outside packages. */
function targetZone(specifier, filename) {
  if (specifier.startsWith('.')) {
    const zone = placeOf(path.relative(repoRoot, path.resolve(path.dirname(filename), specifier)).split(/[\\/]/));
    return zone && { ...zone, test: false };
  }
  const [scope, packagePart, ...entry] = specifier.split('/');
  const packageName = `${scope}/${packagePart}`;
  if (scope !== '@prestigio') return null;
  const name = packagePart;
  if (LIBRARY_PACKAGES.has(packageName)) return { part: 'library', name };
  if (TOOL_PACKAGES.has(packageName)) return { part: 'tool', name };
  if (name === 'gateway') return { part: 'gateway', name };
  if (name === 'web') return { part: 'web', name };
  return { part: 'service', name: name.replace(/-service$/, ''), entry: entry.join('/') || null };
}

const isApp = (zone) => ['service', 'gateway', 'web', 'web-feature', 'web-shared', 'web-app'].includes(zone.part);
const isWeb = (zone) => zone.part.startsWith('web');

/** Why `from` may not import `to`, in one sentence; null when it may. */
export function crossingOf(from, to) {
  if (!from || !to) return null;
  if (to.part === 'tool' && from.part !== 'tool' && !from.test) {
    return `Product code never imports a tool: ${describe(from)} may not depend on tools/${to.name} (only tests may use the launcher).`;
  }
  if (from.part === 'tool' && to.part === 'service' && to.entry !== PUBLIC_SERVICE_ENTRY) {
    return `A tool reaches a service only through its public entry: import @prestigio/${to.name}-service/${PUBLIC_SERVICE_ENTRY}, not ${describe(to)}'s internals.`;
  }
  if (from.part === 'tool' && (to.part === 'gateway' || isWeb(to))) {
    return `A tool never imports ${describe(to)}: it starts the built apps and talks to them over HTTP.`;
  }
  if (from.part === 'library' && isApp(to)) {
    return `A library never imports an app: libs/${from.name} may not depend on ${describe(to)}.`;
  }
  if (from.part === 'service' && to.part === 'service' && to.name !== from.name) {
    return `A service never imports another service: ${describe(from)} talks to ${describe(to)} over HTTP or NATS, through libs/contracts.`;
  }
  const backEndCrossing =
    (from.part === 'service' && (to.part === 'gateway' || isWeb(to))) || (from.part === 'gateway' && (to.part === 'service' || isWeb(to)));
  if (backEndCrossing) {
    return `${capitalise(describe(from))} never imports ${describe(to)}: they share only libs/ and talk over HTTP or NATS.`;
  }
  if (from.part === 'web-feature' && to.part === 'web-feature' && to.name !== from.name) {
    return `A feature never imports another feature: move what features/${from.name} needs from features/${to.name} to components/ or lib/, or compose both in app/routes.`;
  }
  if (from.part === 'web-feature' && to.part === 'web-app') {
    return `A feature never imports the app: app/routes composes features/${from.name}, not the other way round.`;
  }
  if (from.part === 'web-shared' && (to.part === 'web-feature' || to.part === 'web-app')) {
    return `${from.name}/ is shared by every feature and may not import ${describe(to)}: pass it in as a prop or a slot from app/routes.`;
  }
  if (isWeb(from) && (to.part === 'service' || to.part === 'gateway')) {
    return `The web app never imports ${describe(to)}: it reaches the back end over HTTP, with shapes from libs/contracts.`;
  }
  return null;
}

function describe(zone) {
  switch (zone.part) {
    case 'service':
      return `services/${zone.name}`;
    case 'library':
      return `libs/${zone.name}`;
    case 'tool':
      return `tools/${zone.name}`;
    case 'web-feature':
      return `features/${zone.name}`;
    case 'web-shared':
      return `${zone.name}/`;
    case 'web-app':
      return 'app/';
    case 'gateway':
      return 'the gateway';
    default:
      return zone.name;
  }
}

const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** @type {import('eslint').Rule.RuleModule} */
const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps services, the gateway, libraries and web features behind their walls.' },
    schema: [],
  },
  create(context) {
    const from = zoneOf(path.relative(repoRoot, context.filename));
    if (!from) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const message = crossingOf(from, targetZone(source.value, context.filename));
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const boundariesPlugin = { rules: { boundaries: boundariesRule } };
