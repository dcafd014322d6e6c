import { useEffect, useRef, useState } from 'react'
import { formatDate, localIsoDate } from '../locale'

/** Screen readers hear the results once the visitor pauses, not at every keystroke. */
const ANNOUNCE_AFTER_MS = 1000

/** The summary to announce, once it has changed and the visitor has paused. */
export function useAnnouncement(summary: string) {
  const [announcement, setAnnouncement] = useState('')
  const first = useRef(summary)
  useEffect(() => {
    if (summary === first.current) return
    const timer = setTimeout(() => setAnnouncement(summary), ANNOUNCE_AFTER_MS)
    return () => clearTimeout(timer)
  }, [summary])
  return announcement
}

/** The date printed on the card, set when the visitor prints (the pre-rendered page has none). */
export function usePrintDate() {
  const [date, setDate] = useState<string | null>(null)
  useEffect(() => {
    const onBeforePrint = () => setDate(formatDate(localIsoDate()))
    window.addEventListener('beforeprint', onBeforePrint)
    return () => window.removeEventListener('beforeprint', onBeforePrint)
  }, [])
  return date
}
