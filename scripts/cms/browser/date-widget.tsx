/**
 * A date as the site writes it, AAAA-MM-JJ (the all-numeric form the OQLF recommends), typed by hand or picked in the
 * browser's calendar. What is typed is kept as typed until it is a date: « 2027 11 20 » or « 2027/11/20 » become
 * 2027-11-20, and anything else (« 11 20 2027 », which could be read two ways) stays as it is, for the schema to
 * refuse next to the field. Nothing is read in the computer's own date format or time zone.
 */
import { useRef, useState } from 'react'
import type { WidgetProps } from './decap.ts'

/**
 * A year-first date typed with other separators, or none, written AAAA-MM-JJ; anything else as typed.
 * @internal also used by its tests, outside the production code
 */
export function typedDate(text: string): string {
  const trimmed = text.trim()
  const parts = /^(\d{4})[-/. ]?(\d{1,2})[-/. ]?(\d{1,2})$/.exec(trimmed)
  if (!parts || (!/[-/. ]/.test(trimmed) && trimmed.length !== 8)) return trimmed
  const [, year = '', month = '', day = ''] = parts
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
}

const FORMAT = 'AAAA-MM-JJ'

export function DateControl({ value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle }: WidgetProps) {
  const picker = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(typeof value === 'string' ? value : '')
  const shown = typeof value === 'string' && value !== typedDate(text) ? value : text

  const change = (typed: string) => {
    setText(typed)
    onChange(typedDate(typed))
  }
  return (
    <div className={classNameWrapper} style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <input
        id={forID}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={FORMAT}
        aria-describedby={`${forID}-format`}
        value={shown}
        onChange={(event) => change(event.target.value)}
        onFocus={setActiveStyle}
        onBlur={() => {
          setInactiveStyle()
          setText(typedDate(shown))
        }}
        style={{ border: 0, outline: 0, background: 'transparent', font: 'inherit', flex: 1, minWidth: 0 }}
      />
      <span id={`${forID}-format`} style={{ color: '#798291', fontSize: '0.85em' }}>
        {FORMAT}
      </span>
      <button
        type="button"
        onClick={() => picker.current?.showPicker()}
        style={{ border: '1px solid #dfdfe3', borderRadius: 5, background: 'white', padding: '0.25rem 0.6rem', cursor: 'pointer' }}
      >
        Calendrier
      </button>
      {/* The browser's calendar: whatever it shows, it hands back AAAA-MM-JJ. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={/^\d{4}-\d{2}-\d{2}$/.test(shown) ? shown : ''}
        onChange={(event) => event.target.value && change(event.target.value)}
        style={{ position: 'absolute', opacity: 0, width: 1, height: 1, pointerEvents: 'none' }}
      />
    </div>
  )
}
