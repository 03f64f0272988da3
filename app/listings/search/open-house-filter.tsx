import { useState } from 'react'
import type { useApplyFilters } from './filter-fields.tsx'
import { useT } from '#app/i18n/use-t.ts'

// "Open houses this weekend" on /properties and /rentals (docs/decisions/0112-open-houses.md): kept in the URL as
// openHouse=weekend like the other filters; without scripts it is the filter form's plain checkbox.

export function OpenHouseFilter({ initial, apply }: { initial: boolean; apply: ReturnType<typeof useApplyFilters> }) {
  const [checked, setChecked] = useState(initial)
  const { t } = useT('search')
  return (
    <label className="check-field open-house-filter">
      <input
        type="checkbox"
        name="openHouse"
        value="weekend"
        checked={checked}
        onChange={(e) => {
          setChecked(e.target.checked)
          apply({ openHouse: e.target.checked ? 'weekend' : null })
        }}
      />
      {t('filters.openHouse')}
    </label>
  )
}
