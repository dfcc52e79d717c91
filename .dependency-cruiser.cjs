// dependency-cruiser (npm run deps): the module graph of the server and both client apps, and no
// import cycles in it. A cycle counts only through imports that exist at run time: `import type`
// is erased by the compiler, so a cycle made of type imports alone is not one (eslint's
// import/no-cycle, the lint side of this rule, ignores type imports the same way).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: modules that need each other to load. Move what both need into a leaf module.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    // Our own modules only: packages and node builtins would drown the graph.
    includeOnly: '^(server|src)/',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
