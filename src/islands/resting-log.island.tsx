import { RestingLog } from '../reader-tools/resting-log/RestingLog'

/**
 * The resting-rate log, on its page only. Loads when it comes near the screen, which on a phone is at once (below the
 * protocol): hydrated while the page still loads (`load`), it blocked the main thread about 350-550 ms on
 * Lighthouse's slowed phone, against about 80 ms this way. The stored mornings are read once it has hydrated.
 * `signAdvice`: the site's advice when the rate stays up (content/blocs/hausse-pouls-repos.md), and `highUsualAdvice`
 * when the usual value is above 100 BPM (content/blocs/repos-au-dessus-de-100.md), as HTML.
 */
export default function RestingLogIsland({ signAdvice, highUsualAdvice }: { signAdvice: string; highUsualAdvice: string }) {
  return <RestingLog signAdvice={signAdvice} highUsualAdvice={highUsualAdvice} />
}
