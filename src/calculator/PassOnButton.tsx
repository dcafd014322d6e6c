/**
 * A button that passes the results on (copy, print) only while every value is valid; otherwise it stays focusable,
 * marked disabled, and says why when pressed.
 */
export function PassOnButton({
  allowed,
  onAllowed,
  refuse,
  className = '',
  children,
}: {
  allowed: boolean
  onAllowed: () => void
  refuse: () => void
  className?: string
  children: string
}) {
  return (
    <button
      type="button"
      className={`button-secondary aria-disabled:opacity-60 ${className}`}
      aria-disabled={!allowed}
      onClick={allowed ? onAllowed : refuse}
    >
      {children}
    </button>
  )
}
