/** A test's grade as a label, in words (never by colour alone): good grades green, the lowest amber. */
export function GradeBadge({ grade, tone }: { grade: string; tone: 'good' | 'low' }) {
  const colours = tone === 'good' ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-amber-100 text-amber-950 ring-amber-300'
  return <strong className={`rounded-full px-3 py-1 text-base font-semibold ring-1 ${colours}`}>{grade}</strong>
}
