// The layers `npm run lint` holds (docs/architecture.md, "The rules the lint holds"). Each rule's
// name is what a failing run prints beside the file that broke it; scripts/lint.test.ts plants
// one import breaking each rule and checks that it is named.
//
// Tests (`*.test.ts(x)`) and the API's test helpers (api/test/) may reach past a layer to set a
// scene (a test of the web app's client starts a real server); they still may not close a cycle.
const TESTS = ['\\.test\\.tsx?$', '^api/test/'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module of the product imports itself round a cycle; type-only imports and import() count too.',
      severity: 'error',
      from: { path: '^(api|app|shared)/' },
      to: { circular: true },
    },
    {
      name: 'app-not-api',
      comment: "The web app never loads server code: it names the routes' types once, type-only, in app/lib/api-client.ts (hc<AppType>).",
      severity: 'error',
      from: { path: '^app/', pathNot: TESTS },
      to: { path: '^api/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'app-api-types-in-client',
      comment: 'Only the typed client names the server, and only its AppType (api/app.ts).',
      severity: 'error',
      from: { path: '^app/', pathNot: [...TESTS, '^app/lib/api-client\\.ts$'] },
      to: { path: '^api/' },
    },
    {
      name: 'shared-stands-alone',
      comment: 'shared/ is what both sides use: it imports neither.',
      severity: 'error',
      from: { path: '^shared/', pathNot: TESTS },
      to: { path: '^(api|app)/' },
    },
    {
      name: 'platform-below-features',
      comment: 'api/platform/ is below every feature and imports none.',
      severity: 'error',
      from: { path: '^api/platform/', pathNot: TESTS },
      to: { path: '^api/features/' },
    },
    {
      name: 'feature-through-index',
      comment: "An API feature reaches another feature only through its index.ts, the feature's public surface.",
      severity: 'error',
      from: { path: '^api/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^api/features/[^/]+/', pathNot: ['^api/features/$1/', '^api/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'table-owner',
      comment:
        "Each table has one owner (docs/architecture.md, \"Each table one owner\"): a feature imports its own schema module (#db/schema-<feature>) and the platform's (#db/schema-shared), never another's nor the whole schema; another feature's rows it reads and writes through that feature's index.ts.",
      severity: 'error',
      from: { path: '^api/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^api/platform/db/(sqlite|pg)/schema', pathNot: ['^api/platform/db/(sqlite|pg)/schema-$1\\.ts$', '^api/platform/db/(sqlite|pg)/schema-shared\\.ts$'] },
    },
    {
      name: 'features-through-index',
      comment: 'Outside api/features/ (the composition root, the app, the start-up, the command line) a feature is reached only through its index.ts.',
      severity: 'error',
      from: { path: '^api/', pathNot: [...TESTS, '^api/features/'] },
      to: { path: '^api/features/[^/]+/', pathNot: '^api/features/[^/]+/index\\.ts$' },
    },
    {
      name: 'db-drivers-in-platform',
      comment:
        'Only api/platform/db/ (and the command-line tools that copy and back up a database) open a database driver; features query through #db/*, and the browser tests reach data only through the product (e2e/server-data.ts).',
      severity: 'error',
      from: { pathNot: [...TESTS, '^api/platform/db/', '^api/cli/', '^bench/'] },
      to: { path: '(^|/)node_modules/(better-sqlite3|pg)/' },
    },
    {
      name: 'app-feature-alone',
      comment: 'A web-app feature never imports another: what two share lives in app/components or app/lib; the router composes them.',
      severity: 'error',
      from: { path: '^app/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^app/features/[^/]+/', pathNot: '^app/features/$1/' },
    },
  ],
  options: {
    // Type-only imports are dependencies too (no cycle through types either).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist)/' },
    // `#db/*` (package.json "imports") as a process without the postgres condition loads it.
    enhancedResolveOptions: { conditionNames: ['import', 'require', 'node', 'default'], exportsFields: ['exports'], mainFields: ['module', 'main', 'types'] },
    cache: false,
  },
};
