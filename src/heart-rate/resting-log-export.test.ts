import { describe, expect, it } from 'vitest'
import { exportReminder } from './resting-log-export'

const mornings = (...dates: string[]) => dates.map((date) => ({ date, bpm: 56 }))

describe('the reminder to export the log', () => {
  it('waits while every morning outside an export is less than a week old', () => {
    // 20 to 26 November: the oldest is 6 days before the 26th.
    expect(exportReminder(mornings('2026-11-20', '2026-11-23', '2026-11-26'), undefined, '2026-11-26')).toBeNull()
    expect(exportReminder([], undefined, '2026-11-26')).toBeNull()
  })

  it('reminds, with every morning at risk, once the oldest never exported is a week old', () => {
    expect(exportReminder(mornings('2026-11-19', '2026-11-23', '2026-11-26'), undefined, '2026-11-26')).toEqual({
      unexported: 3,
      oldest: '2026-11-19',
    })
  })

  it('counts only the mornings after the last export', () => {
    const log = mornings('2026-11-01', '2026-11-10', '2026-11-18', '2026-11-24')
    // Exported on the 10th: the 18th and the 24th are at risk, the 18th 8 days old on the 26th.
    expect(exportReminder(log, '2026-11-10', '2026-11-26')).toEqual({ unexported: 2, oldest: '2026-11-18', exportedAt: '2026-11-10' })
    // Exported on the 18th: only the 24th, 2 days old.
    expect(exportReminder(log, '2026-11-18', '2026-11-26')).toBeNull()
    // An old export and nothing since: nothing at risk.
    expect(exportReminder(log, '2026-11-24', '2026-12-30')).toBeNull()
  })
})
