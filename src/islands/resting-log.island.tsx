import { RestingLog } from '../reader-tools/resting-log/RestingLog'

/**
 * The resting-rate log, on its page only. Loads when it comes near the screen, which on a phone is at once (below the
 * protocol): hydrated while the page still loads (`load`), it blocked the main thread about 350-550 ms on
 * Lighthouse's slowed phone, against about 80 ms this way. The stored mornings are read once it has hydrated.
 * `signAdvice`: the site's advice when the rate stays up (content/blocs/hausse-pouls-repos.md), as HTML.
 */
export default function RestingLogIsland({ signAdvice }: { signAdvice: string }) {
  return <RestingLog signAdvice={signAdvice} />
}
