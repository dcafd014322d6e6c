/** The heart-and-trace mark, drawn inline so it costs no request. */
export function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
      <path fill="#e11d48" d="M16 28s-11-6.6-11-15A6 6 0 0 1 16 9a6 6 0 0 1 11 4c0 8.4-11 15-11 15z" />
      <path fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M7 16h5l2-4 3 8 2-4h6" />
    </svg>
  )
}
