// Import rules of the house (STYLE.md): no cycles, features never import each other,
// flow is shared → features → app, nothing below the server handlers imports Fastify or
// Connect, server contexts meet only at their public surfaces, packages/domain imports
// nothing, packages/wire imports only zod, and only the rewards context writes the EP ledger.

/**
 * apps/web/src/lib stacks its folders: the root (clock, storage, transport) ← audio ←
 * players ← playback ← listening ← runtime. Each imports only what sits below it, so no two lib folders
 * import each other (depcruise's folder-scope cycle check counts the test support's imports
 * back into lib, so the order is written out instead).
 */
const libLayers = ['audio', 'players', 'playback', 'listening', 'runtime'];
function libLayerRules() {
  const above = (index) => libLayers.slice(index + 1).join('|');
  return [
    {
      name: 'web-lib-root-imports-no-lib-folder',
      severity: 'error',
      from: { path: '^apps/web/src/lib/[^/]+$' },
      to: { path: '^apps/web/src/lib/[^/]+/' },
    },
    ...libLayers.slice(0, -1).map((layer, index) => ({
      name: `web-lib-${layer}-imports-only-below`,
      severity: 'error',
      from: { path: `^apps/web/src/lib/${layer}/` },
      to: { path: `^apps/web/src/lib/(${above(index)})/` },
    })),
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-features-are-isolated',
      comment: 'Features never import each other: compose them in app/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-features-do-not-import-app',
      comment: 'Flow is shared → features → app.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'web-shared-does-not-import-features',
      comment: 'Shared code (components, lib, config, hooks) never imports features or the app.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib|config|hooks)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    ...libLayerRules(),
    {
      name: 'server-core-has-no-transport',
      comment: 'Below the handlers nothing imports Fastify or Connect.',
      severity: 'error',
      from: {
        path: '^apps/server/src/(modules/.+[.](service|repo)[.]ts$|db/|errors[.]ts$)',
      },
      to: { path: 'node_modules/(fastify|@fastify|@connectrpc)/' },
    },
    {
      name: 'server-contexts-meet-at-their-surface',
      comment:
        'A server context reaches another only through its public surface, ' +
        'modules/<context>/index.ts, never into its files (ADR 0007).',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index[.]ts$'],
      },
    },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain: pure rules, no imports outside itself.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: '[.]test[.]ts$' },
      to: { pathNot: '^packages/domain/src/' },
    },
    {
      name: 'wire-is-pure',
      comment: 'packages/wire: schemas of what travels, built with zod only; no I/O, no app code.',
      severity: 'error',
      from: { path: '^packages/wire/src/', pathNot: '[.]test[.]ts$' },
      to: { pathNot: '^(packages/wire/src/|node_modules/zod/)' },
    },
    {
      name: 'only-rewards-writes-the-ledger',
      comment:
        'Every EP movement goes through the rewards context (ledger.append): nothing else imports the ledger repo.',
      severity: 'error',
      from: { pathNot: '^apps/server/src/modules/rewards/' },
      to: { path: '^apps/server/src/modules/rewards/ledger[.]repo[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|test-results)/' },
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
