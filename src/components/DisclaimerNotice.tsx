import { rulePath } from '../site-pages'

/** The questionnaire the disclaimer names, linked to the register's entry that says what it is and where to fill it. */
const QUESTIONNAIRE = 'Q-AAP+'

/** The medical disclaimer's box: its title, then the text of content/site.yaml (./Disclaimer.tsx gives it). */
export function DisclaimerNotice({ title = 'Avis important sur la santé', text }: { title?: string | undefined; text: string }) {
  const [before, ...after] = text.split(QUESTIONNAIRE)
  return (
    <aside aria-label={title} className="max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm leading-relaxed">
        {after.length === 0 ? (
          text
        ) : (
          <>
            {before}
            <a href={rulePath('qaap')} className="font-semibold underline underline-offset-2">
              {QUESTIONNAIRE}
            </a>
            {after.join(QUESTIONNAIRE)}
          </>
        )}
      </p>
    </aside>
  )
}
