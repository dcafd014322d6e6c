import { sharedBlock } from '../pages/shared-block'

/**
 * The site's one rule for warning signs during or after an effort, the shared block content/blocs/securite-effort.md,
 * where a page shows zones to train in outside an article. Its heading keeps the block's id, so that a link can land on it.
 */
export function SafetyRule({ className = '' }: { className?: string }) {
  return (
    <div
      className={`prose-content max-w-3xl rounded-xl border border-slate-200 bg-white p-5 text-base sm:p-6 [&>h3]:mt-0 ${className}`}
      dangerouslySetInnerHTML={{ __html: sharedBlock('securite-effort') }}
    />
  )
}
