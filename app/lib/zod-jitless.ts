import { config } from 'zod/v4/core'

// zod must not probe for eval (new Function) to compile its parsers, which it
// does when the first object schema is made: the Content-Security-Policy
// forbids eval and reports every probe. React Router imports the route modules
// (root first) before it imports app/entry.client.tsx, so a route module that
// builds schemas when it loads (the portal's screens) would probe before the
// entry could say so: root.tsx imports this module first of all.
config({ jitless: true })
