import site from 'virtual:content/site'
import { DisclaimerNotice } from './DisclaimerNotice'

/** The medical disclaimer: educational only, consult a doctor. One text, from content/site.yaml. */
export function Disclaimer({ title }: { title?: string }) {
  return <DisclaimerNotice title={title} text={site.disclaimer} questionnaire={site.links['qaap']} />
}
