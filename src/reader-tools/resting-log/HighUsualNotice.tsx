import { formatRate } from '../../heart-rate/typed-number'
import { Notice } from './Notice'

/**
 * The usual value above the adult reference range at rest: said with the number, then the site's advice for it, the
 * shared block content/blocs/repos-au-dessus-de-100.md (whom to see, and when it is more than an appointment), as HTML.
 */
export function HighUsualNotice({ baseline, advice }: { baseline: number; advice: string }) {
  return (
    <Notice id="repos-au-dessus-de-100" title="Votre valeur habituelle dépasse 100 BPM">
      <p className="mt-2">
        La médiane de vos dernières mesures, {formatRate(baseline)}, est au-dessus de la plage de référence au repos de l’adulte.
      </p>
      <div className="mt-2 grid gap-2 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2" dangerouslySetInnerHTML={{ __html: advice }} />
    </Notice>
  )
}
