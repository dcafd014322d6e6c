import { sharedBlock } from '../pages/shared-block'

/**
 * Where a page shows zones to train in outside an article (the calculator, the zones guide), and under the tools that
 * ask for an effort or read one (EffortSafety) and on the tools page: the short form of the
 * site's rule on warning signs, content/blocs/signal-effort.md, the signs of the 9-1-1 and a link to the whole rule
 * (written out once, in the article that holds the triage).
 */
export function SafetyRule({ className = '' }: { className?: string }) {
  return (
    <div
      className={`prose-content max-w-3xl rounded-xl border border-slate-200 bg-white p-5 text-base sm:p-6 [&>h3]:mt-0 ${className}`}
      dangerouslySetInnerHTML={{ __html: sharedBlock('signal-effort') }}
    />
  )
}
