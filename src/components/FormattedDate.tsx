import { formatDate } from '../locale'

/** A date written the Québec way (« 10 janvier 2025 ») and readable by machines. */
export function FormattedDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>
}
