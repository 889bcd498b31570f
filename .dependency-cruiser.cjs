// Import rules of the house (STYLE.md): no cycles, features never import each other,
// flow is shared → features → app, nothing below the server handlers imports Fastify or
// Connect, and packages/domain imports nothing.
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
      name: 'domain-is-pure',
      comment: 'packages/domain: pure rules, no imports outside itself.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: '[.]test[.]ts$' },
      to: { pathNot: '^packages/domain/src/' },
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
