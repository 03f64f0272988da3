import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import {
  DISCLOSURE_CONSENT,
  DISCLOSURE_MESSAGES,
  defaultDisclosureText,
  sameSignatureName,
  type DisclosureRecipient,
  type DisclosureSign,
  type DisclosureSummary,
  type DisclosureText,
  type DisclosureTextBody,
  type DisclosureView,
} from '#core/leads/disclosures.ts'
import { ownsAgentRecord } from '#core/staff/permissions.ts'
import { readBrokerage } from '#server/content/brokerage.ts'
import { newId } from '#server/db/ids.ts'
import { enqueueMail, withMail } from '#server/mail/outbox.ts'
import { localizedPath } from '#core/i18n/locale.ts'
import { mailWords, storedLang } from '#server/mail/mail-words.ts'
import { greeting } from '#server/mail/visitor-text.ts'
import { StaleVersionError } from '#server/plugins/if-match.ts'
import type { SignedInUser } from '#server/staff/sessions.service.ts'
import { PRIVATE_TOKEN, newPrivateToken, privateLink } from '#server/leads/private-link.ts'
import { createDisclosureRepository, type DisclosureRow } from './disclosures.repository.ts'
import { signedCopyHtml } from './signed-copy.ts'

// Licensee-interest disclosures (docs/decisions/0155-licensee-disclosures.md): staff keep the text (each save a new
// version, never pruned), send it to a sell-to-us homeowner or a flip's buyer by a private link, and the person signs
// it on the public page. Each disclosure keeps its own copy of the text it was given with.

/** A refusal in words, answered with its status. */
export class DisclosureError extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 422,
    message: string,
  ) {
    super(message)
  }
}

/** The lead a disclosure is sent from, as the inbox shows it to the staff member. */
export interface DisclosureLead {
  _id: string
  kind: string
  name: string
  email: string
}

const summaryOf = (row: DisclosureRow): DisclosureSummary => ({
  _id: row.id,
  status: row.signed_at ? 'signed' : 'sent',
  recipientName: row.recipient_name,
  recipientEmail: row.recipient_email,
  leadId: row.lead_id,
  propertyId: row.property_id,
  textVersion: row.text_version,
  sentAt: row.sent_at,
  sentBy: row.sent_by_name,
  signedAt: row.signed_at,
  signedName: row.signed_name,
})

export function createDisclosures(db: Kysely<Database>, options: { publicUrl: string; now?: () => Date }) {
  const repo = createDisclosureRepository(db)
  const now = () => (options.now ?? (() => new Date()))().toISOString()

  async function readText(trx: Kysely<Database> = db): Promise<DisclosureText> {
    const row = await repo.newestText(trx)
    if (row)
      return { text: row.body, textVersion: row.version, version: String(row.version), savedBy: row.saved_by_name, savedAt: row.saved_at }
    return { text: defaultDisclosureText(await readBrokerage(trx)), textVersion: 0, version: '0', savedBy: '', savedAt: '' }
  }

  async function send(
    target: { leadId: string | null; propertyId: string | null; about: { sale: true } | { purchase: string } },
    recipient: DisclosureRecipient,
    user: SignedInUser,
  ): Promise<DisclosureSummary> {
    const id = newId()
    const token = newPrivateToken()
    await withMail(db, async (trx) => {
      const text = await readText(trx)
      // A lead's own language (a sell-to-us lead's, docs/decisions/0184-visitor-mail-language.md); an address staff typed: English.
      const lead = target.leadId
        ? await trx.selectFrom('inquiries').select('locale').where('id', '=', target.leadId).executeTakeFirst()
        : undefined
      const lang = storedLang(lead?.locale)
      const { t } = mailWords(lang)
      await repo.insert(
        {
          id,
          token,
          lead_id: target.leadId,
          property_id: target.propertyId,
          recipient_name: recipient.name,
          recipient_email: recipient.email,
          text_version: text.textVersion,
          body: text.text,
          sent_at: now(),
          sent_by: user.id,
          sent_by_name: user.displayName || user.username,
          locale: lang,
        },
        trx,
      )
      const link = privateLink(options.publicUrl, localizedPath('/disclosure', lang), token)
      const about = 'sale' in target.about ? t('disclosure.sale') : t('disclosure.purchase', { home: target.about.purchase })
      await enqueueMail(trx, {
        to: recipient.email,
        subject: t('disclosure.subject'),
        relatedId: target.leadId ?? undefined,
        lang,
        text: [
          greeting(recipient.name, lang),
          '',
          t('disclosure.why', { about }),
          '',
          t('disclosure.sign'),
          link,
          '',
          t('disclosure.private'),
          '',
          'Heartland Home Partners',
        ].join('\n'),
      })
    })
    return summaryOf((await repo.byId(id))!)
  }

  return {
    readText: () => readText(),
    /** Saves the text as a new version; refused (409) when someone saved a version after `expected`. */
    async saveText(body: DisclosureTextBody, by: string, expected: string | undefined): Promise<DisclosureText> {
      await db.transaction().execute(async (trx) => {
        const user = await repo.staffUser(by, trx)
        const current = await readText(trx)
        if (expected !== undefined && expected !== current.version)
          throw new StaleVersionError('disclosure text', {
            version: current.version,
            savedBy: current.savedBy,
            savedAt: current.savedAt,
            current,
          })
        await repo.insertText(
          {
            version: current.textVersion + 1,
            body: body.text,
            saved_at: now(),
            saved_by: by,
            saved_by_name: user?.display_name || user?.username || '',
          },
          trx,
        )
      })
      return readText()
    },
    /** Every kept version of the text, newest first. */
    textVersions: async () =>
      (await repo.texts()).map((r) => ({ textVersion: r.version, text: r.body, savedBy: r.saved_by_name, savedAt: r.saved_at })),

    /** Sends the disclosure to a sell-to-us lead's homeowner. */
    async sendForLead(lead: DisclosureLead, user: SignedInUser): Promise<DisclosureSummary> {
      if (lead.kind !== 'sell-to-us') throw new DisclosureError(422, DISCLOSURE_MESSAGES.notSellToUs)
      return send({ leadId: lead._id, propertyId: null, about: { sale: true } }, { name: lead.name, email: lead.email }, user)
    },
    /** Sends the disclosure to the named buyer of one of our own flips (a listing with a renovation story). */
    async sendForListing(propertyId: string, recipient: DisclosureRecipient, user: SignedInUser): Promise<DisclosureSummary> {
      const listing = await this.ownFlip(propertyId, user)
      return send({ leadId: null, propertyId, about: { purchase: listing.address || listing.title } }, recipient, user)
    },
    /** The listing when it is one of our own flips the user may work on; refused otherwise. */
    async ownFlip(propertyId: string, user: SignedInUser) {
      const listing = await repo.listing(propertyId)
      if (!listing) throw new DisclosureError(404, 'This listing no longer exists')
      if (!ownsAgentRecord(user, listing.agent_id))
        throw new DisclosureError(403, 'Only the listing’s agent or an editor can send its disclosure.')
      if (!listing.renovation) throw new DisclosureError(422, DISCLOSURE_MESSAGES.notOwnFlip)
      return listing
    },
    ofLead: async (leadId: string) => (await repo.ofLead(leadId)).map(summaryOf),
    ofListing: async (propertyId: string) => (await repo.ofListing(propertyId)).map(summaryOf),
    /** The printable copy of one disclosure, when it belongs to `owner` (a lead or listing the staff member may see). */
    async copy(id: string, owner: { leadId?: string; propertyId?: string }): Promise<string | undefined> {
      const row = await repo.byId(id)
      if (!row || (owner.leadId && row.lead_id !== owner.leadId) || (owner.propertyId && row.property_id !== owner.propertyId))
        return undefined
      return signedCopyHtml(row)
    },

    /** The public page's view; undefined for an unknown link. */
    async view(token: string): Promise<DisclosureView | undefined> {
      const row = PRIVATE_TOKEN.test(token) ? await repo.byToken(token) : undefined
      return (
        row && {
          recipientName: row.recipient_name,
          text: row.body,
          textVersion: row.text_version,
          sentAt: row.sent_at,
          signedAt: row.signed_at,
          signedName: row.signed_name,
        }
      )
    },
    /** Signs by the typed full name (it must be the name the disclosure was sent to) and the ticked consent. */
    async sign(body: DisclosureSign, ip: string): Promise<{ view: DisclosureView; row: DisclosureRow }> {
      const row = PRIVATE_TOKEN.test(body.token) ? await repo.byToken(body.token) : undefined
      if (!row) throw new DisclosureError(404, DISCLOSURE_MESSAGES.invalidLink)
      if (row.signed_at) throw new DisclosureError(409, DISCLOSURE_MESSAGES.alreadySigned)
      if (!sameSignatureName(body.name, row.recipient_name))
        throw new DisclosureError(422, DISCLOSURE_MESSAGES.nameMismatch(row.recipient_name))
      const signed = await repo.sign(row.id, {
        signed_at: now(),
        signed_name: body.name.trim().replace(/\s+/g, ' '),
        signed_ip: ip,
        signed_consent: DISCLOSURE_CONSENT,
      })
      if (!signed) throw new DisclosureError(409, DISCLOSURE_MESSAGES.alreadySigned)
      return { view: (await this.view(body.token))!, row: (await repo.byId(row.id))! }
    },
  }
}

export type Disclosures = ReturnType<typeof createDisclosures>
