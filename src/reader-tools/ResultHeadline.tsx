/** A graded test's scale, highest grade first: each grade's range and words. */
type Scale = readonly { range: string; label: string }[]

/** A test's grade as a label, in words (never by colour alone): good grades green, the lowest amber. */
function GradeBadge({ grade, tone }: { grade: string; tone: 'good' | 'low' }) {
  const colours = tone === 'good' ? 'bg-green-100 text-green-900 ring-green-300' : 'bg-amber-100 text-amber-950 ring-amber-300'
  return <strong className={`rounded-full px-3 py-1 text-base font-semibold ring-1 ${colours}`}>{grade}</strong>
}

/** A graded test's result, first: what it measures and the figure, then the grade on `scale` (none while withheld). */
export function ResultHeadline({
  testId,
  measure,
  figure,
  grade,
  scale,
}: {
  testId: string
  measure: string
  figure: string
  grade: string | null
  scale: Scale
}) {
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-lg" data-testid={testId}>
      <span>
        {`${measure}\u00a0: `}
        <strong className="text-2xl text-ink tabular-nums">{figure}</strong>
      </span>
      {grade && <GradeBadge grade={grade} tone={grade === scale.at(-1)?.label ? 'low' : 'good'} />}
    </p>
  )
}

/** A scale in words, for a sentence: « 25 BPM ou plus, excellent; 15 à 24 BPM, bon; moins de 15 BPM, à améliorer ». */
export const scaleInWords = (scale: Scale) => scale.map((grade) => `${grade.range}, ${grade.label.toLowerCase()}`).join('; ')
