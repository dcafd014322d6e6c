import { ExternalLink } from '../ui/ExternalLink'
import type { LinkKind } from '../content/link-kinds'

/** The questionnaire the disclaimer names: its words are a link to the form itself (content/site.yaml, links.qaap). */
const QUESTIONNAIRE = 'Q-AAP+'

/** The medical disclaimer's box: its title, then the text of content/site.yaml (./Disclaimer.tsx gives it) and a page's own sentence after it. */
export function DisclaimerNotice({
  title = 'Avis important sur la santé',
  text,
  then,
  questionnaire,
}: {
  title?: string | undefined
  text: string
  then?: string | undefined
  questionnaire?: { url: string; kind: LinkKind } | undefined
}) {
  const [before, ...after] = text.split(QUESTIONNAIRE)
  return (
    <aside aria-label={title} className="max-w-3xl rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm leading-relaxed">
        {!questionnaire || after.length === 0 ? (
          text
        ) : (
          <>
            {before}
            <ExternalLink href={questionnaire.url} kind={questionnaire.kind} className="font-semibold underline underline-offset-2">
              {QUESTIONNAIRE}
            </ExternalLink>
            {after.join(QUESTIONNAIRE)}
          </>
        )}
        {then ? ` ${then}` : null}
      </p>
    </aside>
  )
}
