import site from 'virtual:content/site'
import { DisclaimerNotice } from './DisclaimerNotice'

/**
 * The medical disclaimer: educational only, consult a doctor. One text, from content/site.yaml; a page may add a
 * sentence of its own after it (`then`: the About page's emergency numbers).
 */
export function Disclaimer({ title, then }: { title?: string; then?: string }) {
  return <DisclaimerNotice title={title} text={site.disclaimer} then={then} questionnaire={site.links['qaap']} />
}
