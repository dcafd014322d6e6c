import { describe, expect, it } from 'vitest'
import { formatDate, localIsoDate } from './locale'

describe('dates written the Québec way', () => {
  it('day, month in lowercase, year', () => {
    expect(formatDate('2025-01-10')).toBe('10 janvier 2025')
    expect(formatDate('2025-08-05')).toBe('5 août 2025')
    expect(formatDate('2026-12-31')).toBe('31 décembre 2026')
  })

  it('the first of the month is « 1ᵉʳ », its letters raised (U+1D49, U+02B3)', () => {
    expect(formatDate('2025-03-01')).toBe('1\u1d49\u02b3 mars 2025')
  })
})

describe("today's date", () => {
  it('is the date on the visitor’s clock, even late in the evening', () => {
    expect(localIsoDate(new Date(2025, 0, 31, 23, 30))).toBe('2025-01-31')
    expect(localIsoDate(new Date(2025, 8, 1, 0, 5))).toBe('2025-09-01')
  })
})
