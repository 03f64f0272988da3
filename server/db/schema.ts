import type { Generated } from 'kysely'

// Table types. Timestamps are ISO-8601 UTC strings in both dialects so they
// sort the same everywhere; JSON is stored as text. See docs/decisions/0004-portable-storage-sqlite-postgresql.md.

export interface PropertiesTable {
  id: string
  title: string
  address: string
  city: string
  state: string
  zip: string
  type: string
  status: string
  property_type: string
  price: number
  estimated_price: number | null
  bedrooms: number
  bathrooms: number
  square_footage: number
  description: string
  /** The description in Spanish, '' until staff write it (migration 0060). */
  description_es: Generated<string>
  features: string
  latitude: number | null
  longitude: number | null
  neighborhood: string
  school_district: string
  /** location, agent, exterior, interior, parking, building, hoa as JSON */
  details: string
  /** lower-cased address, title, city, ZIP, neighbourhood and school district for location search */
  search_text: string
  created_at: string
  updated_at: string
  /** The listing's agent (migration 0010); details.agent keeps a copy of their card. */
  agent_id: string | null
  /** JSON showing settings (migration 0034, core/leads/showings.ts); null: the defaults. */
  showing_settings: string | null
  /** Set when staff archive the listing: gone from every public list, restorable. */
  archived_at: string | null
  /** { summary, work } of a flip as JSON, or null. */
  renovation: string | null
  /** When the listing went public (migration 0020); null while it is a draft no visitor sees. */
  published_at: string | null
  /** Its short public code, unique (migration 0040, docs/decisions/0146-listing-codes.md). */
  public_code: string
  /** The upcoming home's MLS status once it is complete, else null: what lets it be public (migration 0045). */
  mls_status: string | null
}

/** A listing's change that a server job carries out at its time (migration 0020). */
export interface ListingScheduleTable {
  id: string
  property_id: string
  kind: 'publish' | 'status'
  status: string | null
  due_at: string
  created_by: string
  created_at: string
  claimed_by: Generated<string>
  claimed_until: Generated<string>
  done_at: string | null
  error: string | null
}

/** A staff preview link's token (by its hash), what it shows and until when (migration 0020). */
export interface StaffPreviewsTable {
  token_hash: string
  kind: 'listing' | 'content'
  record_id: string
  draft: string | null
  created_by: string
  expires_at: string
}

export interface PropertyPriceHistoryTable {
  id: string
  property_id: string
  price: number
  estimated_price: number | null
  changed_at: string
}

export interface PropertyAnnouncementsTable {
  property_id: string
  email: string
  announced_at: string
}

export interface RenovationPairsTable {
  id: string
  property_id: string
  before_media_id: string
  after_media_id: string
  caption: string
  position: number
}

export interface MediaFilesTable {
  id: string
  kind: string
  original_file: string
  original_name: string
  mime_type: string
  width: number | null
  height: number | null
  bytes: number
  sources: string
  created_at: string
  /** { x, y, width, height } as fractions of the upright original (JSON), or null for all of it (migration 0022). */
  crop: Generated<string | null>
  /** The focal point, fractions of the cropped picture: CSS cropping keeps it in view. */
  focus_x: Generated<number>
  focus_y: Generated<number>
  alt: Generated<string>
  /** 1 when staff marked the image decorative (it is shown with an empty alt). */
  decorative: Generated<number>
  /** Revision of the responsive sizes: 0 names them w960.webp, later crops w960-r2.webp (URLs are immutable). */
  revision: Generated<number>
  /** The upright original's size; width and height are the cropped picture's. Null until the first crop. */
  original_width: Generated<number | null>
  original_height: Generated<number | null>
}

export interface PropertyImagesTable {
  property_id: string
  media_id: string
  position: number
  alt: string
}

export interface AgentsTable {
  id: string
  name: string
  title: string
  bio: string
  phone: string
  email: string
  photo: string
  is_active: number
  position: number
  created_at: string
  updated_at: string
  /** JSON showing hours (migration 0034, core/leads/showings.ts); null: the office hours. */
  showing_hours: string | null
  /** The title and bio in Spanish, '' until staff write them (migration 0063). */
  title_es: Generated<string>
  bio_es: Generated<string>
}

export interface PartnersTable {
  id: string
  title: string
  description: string
  logo: string
  phone: string
  email: string
  website: string
  position: number
  created_at: string
  updated_at: string
  /** The description in Spanish, '' until staff write it (migration 0065). */
  description_es: Generated<string>
}

export interface TeamMembersTable {
  id: string
  name: string
  title: string
  bio: string
  email: string
  phone: string
  photo: string
  linkedin: string
  specialties: string
  position: number
  updated_at: string
  /** The title and bio in Spanish, '' until staff write them (migration 0063). */
  title_es: Generated<string>
  bio_es: Generated<string>
  /** JSON: each English specialty to its Spanish, {} until staff write them (migration 0065). */
  specialties_es: Generated<string>
}

export interface SiteContentTable {
  section: string
  data: string
  updated_at: string
}

export interface BannersTable {
  key: string
  text: string
  updated_at: string
  /** The banner in Spanish, '' until staff write it (migration 0063). */
  text_es: Generated<string>
}

export interface AdminUsersTable {
  id: string
  username: string
  password_hash: string
  display_name: string
  created_at: string
  /** Set when the account is disabled (it can no longer sign in). */
  disabled_at: string | null
  /** 1 after an invite or a password reset: the one-time password must be changed first. */
  must_change_password: Generated<number>
  last_sign_in_at: string | null
  /** The sign-in before the last one: the dashboard's "since your last visit". */
  previous_sign_in_at: string | null
  /** Where the user is told of an attack on their account (migration 0012); without it the office address is told. */
  email: string | null
  /** The authenticator app's secret (base32) while two-step sign-in is on (migration 0018); never answered after enrolment. */
  two_step_secret: string | null
  /** A secret shown for enrolment, until a code from it confirms it. */
  two_step_pending_secret: string | null
  two_step_enabled_at: string | null
  /** The RFC 6238 time step of the last code accepted: a code works once. */
  two_step_last_step: number | null
  /** owner, editor or agent (migration 0017, core/staff/permissions.ts); users from before roles are owners. */
  role: Generated<string>
  /** The public agent card an agent is (agents only). */
  agent_id: string | null
}

export interface SessionsTable {
  id: string
  user_id: string
  token_hash: string
  created_at: string
  /** Absolute end of the session (12 hours after sign-in). */
  expires_at: string
  revoked_at: string | null
  /** Last authenticated request (idle timeout), updated at most once a minute. */
  last_used_at: string
  /** Where and on what the session was opened (migration 0018; null for older sessions). */
  ip: string | null
  user_agent: string | null
}

/** Single-use recovery codes of two-step sign-in, stored as SHA-256. */
export interface StaffRecoveryCodesTable {
  user_id: string
  code_hash: string
  used_at: string | null
}

/** The password step's challenge for the second step (a code, or enrolment), stored as SHA-256. */
export interface SignInChallengesTable {
  token_hash: string
  user_id: string
  kind: 'code' | 'enrol'
  expires_at: string
}

/** Failed sign-ins per account (`account:<username>`) and per client address (`ip:<address>`). */
export interface SignInThrottlesTable {
  key: string
  failures: number
  locked_until: string | null
  updated_at: string
  /** When the account's owner was told of this run of failures (migration 0012); one mail per attack. */
  alerted_at: string | null
}

/** Where each staff user signed in before (migration 0012): a lock on the account does not apply there. */
export interface StaffKnownAddressesTable {
  user_id: string
  address_hash: string
  last_seen_at: string
}

export interface AuditLogTable {
  id: string
  user_id: string | null
  username: string
  action: string
  method: string
  path: string
  /** JSON object: what changed. */
  details: string
  ip: string
  created_at: string
  /** What the entry is about (core/staff/activity.ts): content, listing, agent, partner, staff-user, lead, sign-in, account or other. */
  kind: Generated<string>
}

/**
 * The consent a lead gave, kept as evidence (docs/decisions/0125-consent-evidence.md): the exact words (null when an
 * older page did not send them), their version (core/leads/consent.ts), when, from which page, address and browser.
 * Inquiries since migration 0026 (open house sign-ins) and 0032; bidder applications since 0032.
 */
export interface ConsentColumns {
  consent_text: string | null
  consent_version: string | null
  consent_at: string | null
  consent_page: string | null
  consent_ip: string | null
  consent_user_agent: string | null
  /** The language of the words agreed to, 'en' or 'es'; null on rows from before migration 0064 (English). */
  consent_lang: string | null
}

/** What staff keep on every lead (an inquiry, an application, a Get Notified sign-up) as they work it. */
export interface LeadWorkColumns {
  /** The staff user working on the lead (migration 0023); null: unassigned. */
  assigned_to: string | null
  /** When staff archived the lead: out of the inbox unless asked for, restorable (migration 0023). */
  archived_at: string | null
  /** Where the lead is in the pipeline (migration 0028, core/leads/lead-stages.ts LEAD_STAGES); apart from its status. */
  stage: Generated<string>
  /** The first response by staff (a note, a status or stage change; migration 0030), when and by whom; set once. */
  first_response_at: string | null
  first_response_by: string | null
  /** Since when its owner has had it: the first-response timer counts from here (null: stored before the timer). */
  owner_since: string | null
  /** When its owner was reminded of it (once per owner). */
  reminded_at: string | null
  /** The person behind it (migration 0033, docs/decisions/0126-one-person-behind-many-leads.md), given when it is stored. */
  person_id: string | null
  /** Its e-mail and phone as persons are matched by them (core/leads/person-keys.ts); null: matches nobody. */
  email_key: string | null
  phone_key: string | null
}

/** One person behind one or more leads (migration 0033). */
export interface PersonsTable {
  id: string
  display_name: string
  created_at: string
}

export interface InquiriesTable extends LeadWorkColumns, ConsentColumns {
  /** 1 when the message may contain offensive language (a flag for staff; the lead is kept either way), else 0. */
  offensive_language: Generated<number>
  id: string
  kind: string
  property_id: string | null
  name: string
  email: string
  phone: string
  message: string
  payload: string
  status: string
  created_at: string
  /** A sign-in's open house (migration 0026); null for other leads and once the open house is cancelled. */
  open_house_id: string | null
  /** The site's language the visitor used, 'en' or 'es': their mails are in it (migration 0059). */
  locale: Generated<string>
}

export interface BidderApplicationsTable extends LeadWorkColumns, ConsentColumns {
  /** 1 when the application's free text may contain offensive language (a flag for staff), else 0. */
  offensive_language: Generated<number>
  id: string
  company_name: string
  contact_name: string
  email: string
  phone: string
  payload: string
  /** received | under-review | approved | declined (core/leads/bidder-rules.ts APPLICATION_STATUSES). */
  status: string
  created_at: string
  /** Random 64-hex token of the applicant's private status link (/application-status?token=). */
  status_token: string | null
  /** When the confirmation mail was queued; it is queued once. */
  confirmation_sent_at: string | null
  status_changed_at: string | null
  /** The site's language the visitor used, 'en' or 'es': their mails are in it (migration 0059). */
  locale: Generated<string>
}

export interface BidderApplicationFilesTable {
  id: string
  application_id: string
  field: string
  original_name: string
  stored_file: string
  mime_type: string
  bytes: number
  /** What staff should know before opening it, comma-separated (core/file-kinds.ts FILE_WARNINGS); '' for none. */
  warnings: Generated<string>
}

export interface MailOutboxTable {
  id: string
  to_address: string
  cc: string
  reply_to: string
  subject: string
  text_body: string
  html_body: string
  related_id: string | null
  attempts: Generated<number>
  next_attempt_at: string
  sent_at: string | null
  last_error: string | null
  created_at: string
  /** List-Unsubscribe URL, empty for one-to-one mail. */
  list_unsubscribe: Generated<string>
  /** The Message-ID header, given when queued and kept for every attempt, so a repeat is recognisably the same mail. */
  message_id: string
  /** Set while a sender holds the row; next_attempt_at is then the end of its lease. */
  claim_token: string | null
  /** When the outbox gave up on the mail (after its attempts, or a permanent refusal); staff may retry it. */
  failed_at: string | null
  /** An iCalendar file sent with the mail as showing.ics (migration 0037); null for mail without one. */
  calendar: string | null
}

/** Kept versions of records (migration 0021, docs/decisions/0100-record-history.md). */
export interface RecordHistoryTable {
  id: string
  /** content, listing, agent, partner or staff-user. */
  kind: string
  /** The record's id; a content section's save slug (core/content/content-saves.ts). */
  record_id: string
  /** The record as that save left it, JSON text. */
  data: string
  saved_by: string
  saved_at: string
}

/** Who has a record open in the portal (migration 0019). */
export interface RecordPresenceTable {
  kind: string
  record_id: string
  user_id: string
  name: string
  seen_at: string
}

export interface Database {
  alert_addresses: AlertAddressesTable
  alert_browsers: AlertBrowsersTable
  saved_searches: SavedSearchesTable
  saved_search_homes: SavedSearchHomesTable
  listing_changes: ListingChangesTable
  listing_alert_states: ListingAlertStatesTable
  alert_sends: AlertSendsTable
  listing_schedule: ListingScheduleTable
  staff_previews: StaffPreviewsTable
  record_presence: RecordPresenceTable
  record_history: RecordHistoryTable
  properties: PropertiesTable
  media_files: MediaFilesTable
  property_images: PropertyImagesTable
  agents: AgentsTable
  partners: PartnersTable
  team_members: TeamMembersTable
  site_content: SiteContentTable
  banners: BannersTable
  admin_users: AdminUsersTable
  sessions: SessionsTable
  inquiries: InquiriesTable
  bidder_applications: BidderApplicationsTable
  bidder_application_files: BidderApplicationFilesTable
  mail_outbox: MailOutboxTable
  persons: PersonsTable
  upcoming_subscribers: UpcomingSubscribersTable
  rate_limits: RateLimitsTable
  property_price_history: PropertyPriceHistoryTable
  property_announcements: PropertyAnnouncementsTable
  renovation_pairs: RenovationPairsTable
  sign_in_throttles: SignInThrottlesTable
  staff_known_addresses: StaffKnownAddressesTable
  staff_recovery_codes: StaffRecoveryCodesTable
  sign_in_challenges: SignInChallengesTable
  audit_log: AuditLogTable
  lead_notes: LeadNotesTable
  lead_routing_rules: LeadRoutingRulesTable
  backup_runs: BackupRunsTable
  backup_claims: BackupClaimsTable
  lead_response_settings: LeadResponseSettingsTable
  open_houses: OpenHousesTable
  marketing_opt_outs: MarketingOptOutsTable
  showings: ShowingsTable
  showing_places: ShowingPlacesTable
  rental_screening_settings: RentalScreeningSettingsTable
  rental_applications: RentalApplicationsTable
  rental_applicants: RentalApplicantsTable
  rental_application_files: RentalApplicationFilesTable
  rental_adverse_notices: RentalAdverseNoticesTable
  monthly_cost_settings: MonthlyCostSettingsTable
  fair_housing_settings: FairHousingSettingsTable
  agent_calendar_feeds: AgentCalendarFeedsTable
  disclosure_texts: DisclosureTextsTable
  licensee_disclosures: LicenseeDisclosuresTable
}

/** A showing a tour request booked (migration 0034). */
export interface ShowingsTable {
  id: string
  inquiry_id: string
  property_id: string
  agent_id: string | null
  slot_date: string
  slot_label: string
  starts_at: string
  ends_at: string
  status: string
  created_at: string
  /** The visitor's private link's token (migration 0037); null for showings booked before it. */
  manage_token: string | null
  /** RFC 5545 SEQUENCE of the visitor's calendar invitation: one more at each change. */
  sequence: Generated<number>
  updated_at: string | null
  /** When the visitor was reminded the day before, and two hours before (migration 0037). */
  reminded_day_at: string | null
  reminded_soon_at: string | null
}

/** One place a showing holds: unique per agent, day, slot and place number (migration 0034). */
export interface ShowingPlacesTable {
  showing_id: string
  agent_key: string
  slot_date: string
  slot_label: string
  seat: number
  property_id: string
}

export interface UpcomingSubscribersTable extends LeadWorkColumns {
  id: string
  email: string
  created_at: string
  /** Random 64-hex token the unsubscribe link in each mail carries. */
  unsubscribe_token: string
  /** When the owner pressed Confirm in the confirmation mail; only confirmed addresses get listing mails. */
  confirmed_at: string | null
  /** Random 64-hex token of the confirmation link. */
  confirm_token: string | null
  /** When the last confirmation mail was queued (a repeated sign-up gets at most one a day). */
  confirm_sent_at: string | null
  /** Lead status in the staff inbox (migration 0011). */
  status: Generated<string>
  /** The site's language the visitor used, 'en' or 'es': their mails are in it (migration 0059). */
  locale: Generated<string>
}

/** Addresses that said no to every marketing mail (migration 0036, docs/decisions/0133-one-unsubscribe-for-all-marketing-mail.md). */
export interface MarketingOptOutsTable {
  /** The address as persons match it (core/leads/person-keys.ts emailKey). */
  email_key: string
  opted_out_at: string
  /** 'link': an unsubscribe link or a mail program's one-click button; 'staff': a staff member, asked by the person. */
  source: string
  /** The staff member's name ('' for a link). */
  by_name: Generated<string>
}

/** Staff notes and status changes on a lead (migration 0011). */
export interface LeadNotesTable {
  id: string
  /** An inquiry, preferred-bidder application or Get Notified sign-up. */
  lead_id: string
  /** core/leads/lead-inbox.ts LEAD_NOTE_KINDS (migration 0023 added assign and archive; the pipeline, stage). */
  kind: 'note' | 'status' | 'assign' | 'archive' | 'stage'
  body: string
  author_id: string | null
  author_name: string
  created_at: string
}

/** One rate-limit window: route and client address as key, requests so far, and when the window ends (ISO). */
export interface RateLimitsTable {
  key: string
  hits: number
  reset_at: string
}

/** Each backup taken (migration 0015, server/operations/backups.repository.ts). */
export interface BackupRunsTable {
  id: string
  started_at: string
  finished_at: string | null
  /** running, ok or failed */
  status: string
  /** scheduled (a server) or manual (npm run backup) */
  trigger: string
  path: string | null
  size_bytes: number | null
  error: string | null
}

/** The claims that let one app server at a time do a scheduled job: the backup ('scheduled'), the response timer (server/db/job-claims.ts). */
export interface BackupClaimsTable {
  name: string
  holder: string
  until: string
}

/** Open houses of a listing (migration 0025, docs/decisions/0112-open-houses.md). */
export interface OpenHousesTable {
  id: string
  property_id: string
  /** UTC instants (ISO 8601). */
  starts_at: string
  ends_at: string
  /** 1 once the ending job marked it ended (it no longer shows publicly), else 0. */
  ended: Generated<number>
  created_at: string
  /** The staff user who scheduled it. */
  created_by: string | null
}

/** The first-response timer's settings (migration 0030, docs/decisions/0123-first-response-timer.md): one row, id 'office'. */
export interface LeadResponseSettingsTable {
  id: string
  /** JSON: seven { day, closed, open, close }, Sunday first. */
  office_hours: string
  target_minutes: number
  limit_minutes: number | null
  updated_at: string
  updated_by: string | null
}

/** Who a new lead of a kind goes to (migration 0028, docs/decisions/0117-lead-routing-rules.md); no row: the default. */
export interface LeadRoutingRulesTable {
  kind: string
  /** agent (the listing's agent, else by turns), user (user_id) or turns (by turns among users). */
  mode: string
  user_id: string | null
  /** JSON array of staff user ids. */
  users: Generated<string>
  last_user_id: string | null
  updated_at: string
  updated_by: string | null
}

/** The rentals' screening criteria (migration 0035, docs/decisions/0130-rental-applications.md): one row. */
export interface RentalScreeningSettingsTable {
  id: string
  /** JSON: { defaults, overrides } (core/leads/rental-screening.ts). */
  criteria: string
  updated_at: string
  updated_by: string | null
}

/** An application to rent a listing (migration 0035). */
export interface RentalApplicationsTable {
  id: string
  listing_id: string
  status: string
  status_reason: string | null
  move_in_date: string
  /** JSON: household members, pets, vehicles, addresses, references. */
  household: string
  created_at: string
  status_changed_at: string
  /** When the applicant ticked the lead-based paint notice, for a home built before 1978 (migration 0048). */
  lead_paint_acknowledged_at?: string | null
  /** Its lead in the inbox, of kind rental-application (migration 0043, docs/decisions/0151-rental-applications-as-leads.md). */
  lead_id: string | null
}

/** The adverse-action notice a declined application's applicants were sent (migration 0044). */
export interface RentalAdverseNoticesTable {
  id: string
  application_id: string
  agency_name: string
  agency_address: string
  agency_phone: string
  /** JSON: the credit score and its factors as entered; null when no score was used. */
  credit_score: string | null
  notice: string
  created_at: string
  created_by: string | null
  created_by_name: string
}

/** One applicant of a rental application: the main applicant or a co-applicant (migration 0035). */
export interface RentalApplicantsTable extends ConsentColumns {
  id: string
  application_id: string
  role: string
  position: number
  name: string
  email: string
  phone: string
  token: string
  /** JSON: employment and income; null until the applicant completed their part. */
  part: string | null
  completed_at: string | null
  created_at: string
  /** The site's language the visitor used, 'en' or 'es': their mails are in it (migration 0059). */
  locale: Generated<string>
}

/** A private file of a rental applicant (migration 0035): the columns of a bidder's file, and whose it is. */
export interface RentalApplicationFilesTable extends BidderApplicationFilesTable {
  applicant_id: string
}

/** The default assumptions of the monthly-cost estimates (migration 0038, docs/decisions/0141-monthly-cost-assumptions.md): one row. */
export interface MonthlyCostSettingsTable {
  id: string
  /** JSON: the assumptions (core/listings/cost-assumptions.ts). */
  assumptions: string
  updated_at: string
  updated_by: string | null
}

/** Staff's own fair-housing rules, one settings document (migration 0039). */
export interface FairHousingSettingsTable {
  id: string
  /** JSON: [{ phrase, why, alternative }] (core/content/fair-housing-check.ts). */
  rules: string
  updated_at: string
  updated_by: string | null
}

/** An agent's private calendar feed (migration 0041): only the hash of its address's secret is kept. */
export interface AgentCalendarFeedsTable {
  agent_id: string
  token_hash: string
  created_at: string
  created_by: string | null
}

/** Every version of the licensee-interest disclosure text, never pruned (migration 0047). */
export interface DisclosureTextsTable {
  version: number
  body: string
  saved_at: string
  saved_by: string | null
  saved_by_name: Generated<string>
}

/** A licensee-interest disclosure given to a homeowner or a flip's buyer, and its signature (migration 0047). */
export interface LicenseeDisclosuresTable {
  id: string
  token: string
  lead_id: string | null
  property_id: string | null
  recipient_name: string
  recipient_email: string
  text_version: number
  body: string
  sent_at: string
  sent_by: string | null
  sent_by_name: Generated<string>
  signed_at: string | null
  signed_name: string | null
  signed_ip: string | null
  signed_consent: string | null
  /** The site's language the visitor used, 'en' or 'es': their mails are in it (migration 0059). */
  locale: Generated<string>
}

/** An address that saved searches or homes (migration 0050, docs/decisions/0161-saved-searches-and-alerts.md). */
export interface AlertAddressesTable {
  id: string
  email: string
  email_key: string
  locale: Generated<string>
  created_at: string
  /** Double opt-in: no alert goes to an address before its owner pressed Confirm. */
  confirmed_at: string | null
  manage_token: string
}

/** A browser tied to an address: it keeps the key, the server its hash. */
export interface AlertBrowsersTable {
  key_hash: string
  address_id: string
  created_at: string
  confirm_token: string
  confirm_sent_at: string | null
  confirmed_at: string | null
  pending_homes: Generated<string>
}

export interface SavedSearchesTable {
  id: string
  address_id: string
  kind: 'search' | 'homes'
  page: string
  query: string
  name: string
  frequency: 'instant' | 'daily' | 'weekly'
  locale: Generated<string>
  unsubscribe_token: string
  created_at: string
  browser_key_hash: string | null
  confirmed_at: string | null
  last_run_at: string | null
}

export interface SavedSearchHomesTable {
  address_id: string
  property_id: string
  title: string
  saved_at: string
}

/** A change of a public listing an alert tells about, recorded in the listing's own transaction. */
export interface ListingChangesTable {
  id: string
  property_id: string
  kind: 'new' | 'price' | 'status' | 'open-house'
  before_value: string
  after_value: string
  at: string
}

/** What a listing looked like at its last recorded change: the baseline of the next. */
export interface ListingAlertStatesTable {
  property_id: string
  visible: number
  status: string
  price: number
  open_houses: string
}

/** Which change went to which address (once per change per address). */
export interface AlertSendsTable {
  address_id: string
  change_id: string
  search_id: string
  sent_at: string
}
