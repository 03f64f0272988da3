import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely'

/** Tables a write named, or '*' for SQL written by hand that might touch any. */
export type WrittenTables = readonly string[]

const WRITE_KINDS = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode'])
const RAW_WRITE = /^\s*(insert|update|delete|merge|truncate|replace)\b/i

function tablesIn(node: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(node)) for (const child of node) tablesIn(child, found)
  else if (node && typeof node === 'object') {
    const op = node as OperationNode & { table?: { identifier?: { name?: string } } }
    if (op.kind === 'TableNode' && op.table?.identifier?.name) found.add(op.table.identifier.name)
    else for (const child of Object.values(node)) tablesIn(child, found)
  }
  return found
}

function writtenTables(node: RootOperationNode): WrittenTables | undefined {
  if (WRITE_KINDS.has(node.kind)) return [...tablesIn(node, new Set())]
  if (node.kind === 'RawNode' && RAW_WRITE.test(node.sqlFragments[0] ?? '')) return ['*']
  return undefined
}

/**
 * Tells listeners, after it ran, that a write went through this process's
 * database connection, so caches of this server can look at the shared
 * catalog version at once instead of at their next periodic check.
 */
export class WriteWatchPlugin implements KyselyPlugin {
  readonly #writes = new WeakMap<object, WrittenTables>()
  readonly #listeners = new Set<(tables: WrittenTables) => void>()

  onWrite(listener: (tables: WrittenTables) => void): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.#listeners.size > 0) {
      const tables = writtenTables(node)
      if (tables) this.#writes.set(queryId, tables)
    }
    return node
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.#writes.get(queryId)
    if (tables) for (const listener of this.#listeners) listener(tables)
    return result
  }
}
