// A date typed by hand is the date meant, or left as typed for the form to refuse: never read month first.
import { describe, expect, it } from 'vitest'
import { validate } from '../../../src/content/checks.ts'
import { articleSchema } from '../../../src/content/schema.ts'
import { typedDate } from './date-widget.tsx'

const refusal = (typed: string) => validate(articleSchema.shape.nextReviewAt, typedDate(typed)).problems.map((problem) => problem.message)

describe('a date typed by hand', () => {
  it('year first, with any separator or none, is written AAAA-MM-JJ', () => {
    expect(['2027-11-20', '2027 11 20', '2027/11/20', '2027.11.20', ' 20271120 '].map(typedDate)).toEqual(Array(5).fill('2027-11-20'))
    expect(typedDate('2027-1-5')).toBe('2027-01-05')
  })

  it('month or day first stays as typed, and the form refuses it with the build’s message', () => {
    for (const typed of ['11 20 2027', '20/11/2027', '11-20-2027', '2027112']) {
      expect(typedDate(typed), typed).toBe(typed.trim())
      expect(refusal(typed), typed).toEqual(['date invalide : format AAAA-MM-JJ attendu (par exemple 2026-03-31)'])
    }
  })

  it('a date that does not exist, or of 1907, is refused', () => {
    expect(refusal('2027 02 30')).toEqual(['date inexistante'])
    expect(refusal('1907-11-20')).toEqual(['date hors limites : de 2000 à 2100'])
  })
})
