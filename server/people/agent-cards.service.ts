import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Agent } from '#core/people/people.ts'
import { createAgentAdminRepository } from './people.repository.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'

// A listing shows its agent's card (name, title, phone, e-mail, photo), kept
// with the listing so it survives the agent's removal. While the
// agent exists, a change to them reaches every listing that names them in the
// same transaction, and so the next rendered page (the catalog version moves).

/** The card a listing shows for this agent. */
export const cardOf = (a: Agent) => ({ name: a.name, title: a.title, phone: a.phone, email: a.email, photo: a.photo })

/**
 * Runs `change` on an agent, then copies their card onto their listings, in one
 * transaction; false (and nothing changed) when there is no such agent.
 */
export async function changeAgent(
  db: Kysely<Database>,
  id: string,
  change: (trx: Kysely<Database>) => Promise<boolean>,
  trx?: Kysely<Database>,
): Promise<boolean> {
  const run = async (t: Kysely<Database>) => {
    const agents = createAgentAdminRepository(t)
    const before = await agents.findById(id, t)
    if (!before || !(await change(t))) return false
    const after = await agents.findById(id, t)
    // Switching an agent on or off changes no card: the listings are not read.
    if (after && JSON.stringify(cardOf(after)) !== JSON.stringify(cardOf(before)))
      await createListingRepository(t).copyAgentCard(id, cardOf(after), before.email, t)
    return true
  }
  return trx ? run(trx) : db.transaction().execute(run)
}
