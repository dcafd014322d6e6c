/** A number field of the options, with its help, or its error in the help's place once the value is judged. */
export function NumberField({
  id,
  label,
  help,
  error,
  value,
  limits,
  onChange,
  onBlur,
}: {
  id: string
  label: string
  help: string
  error: string | null
  value: string
  limits: { min: number; max: number }
  onChange: (value: string) => void
  onBlur: () => void
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        value={value}
        aria-invalid={error !== null}
        aria-describedby={`${id}-aide`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        className="field w-36 text-lg tabular-nums"
      />
      {/* One message at the field: its help, or the error in its place once the value is judged. */}
      <p id={`${id}-aide`} className={error ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-600'}>
        {error ?? help}
      </p>
    </div>
  )
}
