/**
 * A field's one message, its help (the first of `messages`) or its error, in a box as tall as the tallest message it
 * may show: every message is laid out in the same grid cell, and only the one in force is visible (and named by `id`,
 * for aria-describedby). Nothing under the field moves when an error replaces the help. It takes the width of its
 * column, and never widens it.
 */
export function ReservedMessage({ id, messages, error }: { id: string; messages: readonly string[]; error: string | null }) {
  const [help = ''] = messages
  const shown = error ?? help
  const all = messages.includes(shown) ? messages : [...messages, shown]
  return (
    <div className="grid w-0 min-w-full text-sm">
      {all.map((message) => (
        <p
          key={message}
          id={message === shown ? id : undefined}
          aria-hidden={message === shown ? undefined : true}
          className={`col-start-1 row-start-1 ${message === help ? 'text-slate-600' : 'font-semibold text-red-700'} ${message === shown ? '' : 'invisible'}`}
        >
          {message}
        </p>
      ))}
    </div>
  )
}
