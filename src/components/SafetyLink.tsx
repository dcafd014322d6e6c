import { TRIAGE_ARTICLE_PATH } from '../content/site-facts'

/** The site's one rule for warning signs during or after an effort, written out once in the article that holds the triage. */
const SAFETY_RULE = `${TRIAGE_ARTICLE_PATH}#quand-arreter-l-effort-et-qui-appeler`

/** A link to that rule, so that a test never words the emergency numbers its own way. */
export function SafetyLink() {
  return (
    <a href={SAFETY_RULE} className="font-semibold underline underline-offset-2">
      Quand arrêter l’effort, et qui appeler
    </a>
  )
}

/** The sentence that sends a reader with a warning sign to that rule. */
export function SafetySignal({ className }: { className: string }) {
  return (
    <p className={className}>
      Un signal pendant ou après l’effort, comme une douleur à la poitrine&nbsp;: <SafetyLink />.
    </p>
  )
}
