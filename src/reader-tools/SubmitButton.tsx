import { useHydrated } from './use-hydrated'

/**
 * A form's submit button (a test's, the contact form's), enabled once the page has hydrated (see useHydrated): before,
 * the form sends nothing, not even what was typed as a query to the server.
 */
export function SubmitButton({ children, className = '' }: { children: string; className?: string }) {
  const hydrated = useHydrated()
  return (
    <button type="submit" disabled={!hydrated} className={`button-primary disabled:opacity-60 ${className}`}>
      {children}
    </button>
  )
}
