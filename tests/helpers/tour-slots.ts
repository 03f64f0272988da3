import type { FastifyInstance } from 'fastify'
import type { ShowingSlots } from '#core/leads/showing-settings.ts'

// Tours book real slots (docs/decisions/0127-showing-slots.md): a test that sends tour requests for something else
// (consent, mail, word lists) takes free slots from the availability API, as the form offers them, each once.
// Today is left out: its slots run out as the day goes on.

/** The listing's free slots from tomorrow on, handed out one by one, as tour payload fields. */
export async function freeTourSlots(
  source: FastifyInstance | string,
  propertyId: string,
): Promise<{ next(): { selectedDate: string; selectedTime: string }; on(date: string): string | undefined }> {
  const path = `/api/properties/${propertyId}/showing-slots`
  const answer = (
    typeof source === 'string' ? await (await fetch(`${source}${path}`)).json() : (await source.inject({ url: path })).json()
  ) as ShowingSlots
  const free = answer.days
    .slice(1)
    .flatMap((d) => d.slots.filter((s) => s.free).map((s) => ({ selectedDate: d.date, selectedTime: s.slot as string })))
  return {
    next() {
      const slot = free.shift()
      if (!slot) throw new Error('No free tour slot left for this test')
      return slot
    },
    /** A free slot of `date` (taken from the list), if any. */
    on(date: string) {
      const i = free.findIndex((f) => f.selectedDate === date)
      return i < 0 ? undefined : free.splice(i, 1)[0].selectedTime
    },
  }
}
