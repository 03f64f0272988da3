// In the browser zod must not probe for eval (new Function) to compile its
// parsers, which it does as soon as a module makes its first object schema:
// the site's Content-Security-Policy forbids eval and reports every probe.
// zod reads its settings from this global when it loads, so this runs first,
// as root.tsx's first import, before any route module brings zod in. The
// server keeps zod's compiled parsers.
if (typeof document !== 'undefined') {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> }
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true })
}

export {}
