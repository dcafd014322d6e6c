import { RecoveryTest } from '../reader-tools/recovery/RecoveryTest'

/**
 * The recovery test, on its page only. Loads when it comes near the screen: at once on its page, where it follows
 * the protocol; its fragment (a shared result) is read once it has hydrated.
 */
export default function RecoveryTestIsland() {
  return <RecoveryTest />
}
