/**
 * A field's messages under it, for NumberField (its `children`, and the ids its `describedBy` names): its help, or its
 * error in the help's place once the value is judged, at `<id>-aide`; then a warning on a value it accepts, at
 * `<id>-attention`. None when it has neither help nor error.
 */
export function fieldMessages(
  id: string,
  { error, help, warning }: { error: string | null; help?: string | undefined; warning?: string | undefined },
) {
  const message = error ?? help
  const shownWarning = error ? undefined : warning
  return {
    describedBy: message ? `${id}-aide${shownWarning ? ` ${id}-attention` : ''}` : undefined,
    children: (
      <>
        {message && (
          <p id={`${id}-aide`} className={error ? 'text-sm font-semibold text-red-700' : 'text-sm text-slate-600'}>
            {message}
          </p>
        )}
        {shownWarning && (
          <p id={`${id}-attention`} className="rounded-md bg-amber-50 px-2 py-1 text-sm font-semibold text-amber-900">
            {shownWarning}
          </p>
        )}
      </>
    ),
  }
}

/** A field's label, input and messages, one under the other. */
export const STACKED = 'grid content-start gap-1'

/** Fields side by side in a grid of three rows (label, field, message): they line up whatever their labels' length. */
export const SIDE_BY_SIDE = 'grid content-start gap-1 sm:row-span-3 sm:grid-rows-subgrid sm:content-stretch'
