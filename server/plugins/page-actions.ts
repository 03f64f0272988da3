import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'

// A form POST to a page without an action would get React Router's own
// message, which names the app's route modules; the server answers 405 in the
// house shape first. The target is the route React Router
// would call: the deepest route of the URL, its index route only with ?index.

type BuildRoute = NonNullable<ServerBuild['routes'][string]>

function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((r): r is BuildRoute => r !== undefined && r.parentId === parentId)
    .map((r) =>
      r.index
        ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: routeTree(routes, r.id) },
    )
}

const trees = new WeakMap<ServerBuild, RouteObject[]>()

/** Whether a POST to `url` reaches a route module that exports an action. */
export function pageHasAction(build: ServerBuild, url: string): boolean {
  let tree = trees.get(build)
  if (!tree) trees.set(build, (tree = routeTree(build.routes)))
  const parsed = new URL(url, 'http://site.invalid')
  // Single-fetch data requests: /path.data, and /_root.data for "/".
  const pathname = parsed.pathname === '/_root.data' ? '/' : parsed.pathname.replace(/\.data$/, '')
  const matches = matchRoutes(tree, pathname) ?? []
  const contributing = matches.filter((m) => m.route.index || m.route.path)
  const last = contributing.at(-1)
  const target = last?.route.index && !parsed.searchParams.has('index') ? contributing.at(-2) : last
  return Boolean(target && build.routes[target.route.id!]?.module.action)
}
