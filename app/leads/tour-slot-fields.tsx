import { useEffect, useState } from 'react'
import { TOUR_TIME_SLOTS } from '#core/constants.ts'
import { tourDateRange } from '#core/leads/tour-dates.ts'
import { SLOT_REASONS } from '#core/leads/showings.ts'
import { useT } from '#app/i18n/use-t.ts'
import type { ShowingSlots } from '#core/leads/showing-settings.ts'
import { FieldShell, fieldAria } from '#app/ui/forms/field.tsx'
import { call } from '#app/ui/http.ts'

type Day = ShowingSlots['days'][number]

/**
 * Preferred date and Preferred time of Schedule Tour (docs/product.md: the five slots, the same names), offering what is
 * really free (docs/decisions/0127-showing-slots.md): once the listing's slots are read, a slot that is not free stays
 * in the list, disabled, with its reason in its text. Until then, or if they cannot be read, every slot is offered
 * and the server decides (a slot no longer free answers 409 with the nearest free ones). `refresh` reads them again.
 */
export function TourSlotFields({ id, propertyId, refresh }: { id: string; propertyId: string; refresh: number }) {
  const { t, date: formatDate } = useT('leads')
  const [days, setDays] = useState<Map<string, Day> | null>(null)
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')

  useEffect(() => {
    let current = true
    call<ShowingSlots>(`/api/properties/${encodeURIComponent(propertyId)}/showing-slots`)
      .then((answer) => {
        if (current && answer.ok) setDays(new Map(answer.body.days.map((d) => [d.date, d])))
      })
      .catch(() => {
        // Offline or refused: every slot stays offered; the server's answer decides.
      })
    return () => {
      current = false
    }
  }, [propertyId, refresh])

  const range = tourDateRange()
  const reasonOf = (reason: string | undefined) => {
    const key = Object.entries(SLOT_REASONS).find(([, text]) => text === reason)?.[0]
    return key ? t(`tour.reason.${key}`) : t('tour.reason.none')
  }
  const firstFree = days && [...days.values()].find((d) => d.slots.some((s) => s.free))?.date
  const day = days?.get(date)
  const slotOf = (label: string) => day?.slots.find((s) => s.slot === label)
  // A time chosen before the date changed (or before a refresh) that is not free any more is cleared.
  const chosen = time && slotOf(time)?.free === false ? '' : time
  const nextFree =
    day && !day.slots.some((s) => s.free) && days ? [...days.values()].find((d) => d.date > date && d.slots.some((s) => s.free)) : undefined
  // "Thu, Nov 26": a calendar date, so read at noon UTC (no zone can move it).
  const tourDate = (calendarDay: string) =>
    formatDate(`${calendarDay}T12:00:00Z`, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
  const dateHint = !days
    ? undefined
    : !firstFree
      ? t('tour.noneFree')
      : day && !day.slots.some((s) => s.free)
        ? nextFree
          ? t('tour.dayFullNext', { date: tourDate(date), next: tourDate(nextFree.date) })
          : t('tour.dayFull', { date: tourDate(date) })
        : undefined
  const dateTexts = { id: `${id}-date`, hint: dateHint }
  // The reasons in words under the list too, so they are read without opening it.
  const closed = day?.slots.some((s) => s.free) ? day.slots.filter((s) => !s.free) : []
  const timeTexts = {
    id: `${id}-time`,
    hint: closed.length
      ? t('tour.closedSlots', { slots: closed.map((s) => t('tour.slotWhy', { slot: s.slot, reason: reasonOf(s.reason) })).join(', ') })
      : undefined,
  }

  return (
    <>
      <FieldShell {...dateTexts} label={t('tour.date')} required>
        <input
          id={`${id}-date`}
          name="preferredDate"
          type="date"
          min={firstFree ?? range.min}
          max={range.max}
          required
          value={date}
          onChange={(e) => setDate(e.currentTarget.value)}
          {...fieldAria(dateTexts)}
        />
      </FieldShell>
      <FieldShell {...timeTexts} label={t('tour.time')} required>
        <select
          id={`${id}-time`}
          name="preferredTime"
          required
          value={chosen}
          onChange={(e) => setTime(e.currentTarget.value)}
          {...fieldAria(timeTexts)}
        >
          <option value="" disabled>
            {t('tour.selectTime')}
          </option>
          {TOUR_TIME_SLOTS.map((label) => {
            const slot = slotOf(label)
            const taken = slot && !slot.free
            return (
              <option key={label} value={label} disabled={taken}>
                {taken ? t('tour.slotWhy', { slot: label, reason: reasonOf(slot.reason) }) : label}
              </option>
            )
          })}
        </select>
      </FieldShell>
    </>
  )
}
