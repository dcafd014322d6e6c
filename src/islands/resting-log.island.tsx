import { RestingLog } from '../reader-tools/resting-log/RestingLog'

/**
 * The resting-rate log, on its page only. Loads at once: the page is the log, and the stored mornings are read from
 * the browser's storage as soon as it has hydrated.
 */
export default function RestingLogIsland() {
  return <RestingLog />
}
