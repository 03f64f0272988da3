// zod (used by the forms) must not probe for eval in the browser: its probe,
// `new Function("")`, is caught by zod but still reported as a
// Content-Security-Policy violation (script-src has no 'unsafe-eval'). zod
// keeps its settings in this global object, made by whichever comes first,
// zod or this module; root.tsx imports this module first, so it runs before
// any route module builds a schema. The server keeps zod's faster compiled
// parsers.
if (typeof document !== 'undefined') {
  const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
  zodSettings.__zod_globalConfig = Object.assign(zodSettings.__zod_globalConfig ?? {}, { jitless: true })
}

export {}
