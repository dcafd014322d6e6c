import { useHydrated } from './use-hydrated'

/** A test's submit button, enabled once the page has hydrated (see useHydrated): before, the form sends nothing. */
export function SubmitButton({ children }: { children: string }) {
  const hydrated = useHydrated()
  return (
    <button type="submit" disabled={!hydrated} className="button-primary disabled:opacity-60">
      {children}
    </button>
  )
}
