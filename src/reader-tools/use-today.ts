import { useSyncExternalStore } from 'react'
import { localIsoDate } from '../locale'

const noSubscription = () => () => {}

/** Today's date on the reader's clock, AAAA-MM-JJ; '' in the pre-rendered page and while it hydrates, which cannot know it. */
export function useToday(): string {
  return useSyncExternalStore(noSubscription, localIsoDate, () => '')
}
