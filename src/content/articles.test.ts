import { describe, expect, it } from 'vitest'
import { datesProblems } from './articles'

/** An article published on 2026-03-02, reviewed that day, its next review within the year; built on 2026-11-28. */
const DATES = { publishedAt: '2026-03-02', modifiedAt: '2026-03-02', reviewedAt: '2026-03-02', nextReviewAt: '2027-03-01' }
const TODAY = '2026-11-28'

describe('the day an article was withdrawn from the site', () => {
  it('may be any day from its publication to today', () => {
    expect(datesProblems(DATES, TODAY, false)).toEqual([])
    for (const withdrawnAt of ['2026-03-02', '2026-07-15', '2026-11-28']) expect(datesProblems({ ...DATES, withdrawnAt }, TODAY, false)).toEqual([])
  })

  it('is not after today: a withdrawal is dated the day it took place', () => {
    expect(datesProblems({ ...DATES, withdrawnAt: '2026-11-29' }, TODAY, false)).toEqual([
      { field: 'withdrawnAt', message: 'postérieure à aujourd’hui (2026-11-28) : un retrait se date du jour où l’article a quitté le site' },
    ])
  })

  it('is not before the article was published', () => {
    expect(datesProblems({ ...DATES, withdrawnAt: '2026-03-01' }, TODAY, false)).toEqual([
      { field: 'withdrawnAt', message: 'antérieure à « Date de publication » (2026-03-02)' },
    ])
  })

  it('is refused for an article the site’s plan requires, whatever the day', () => {
    expect(datesProblems({ ...DATES, withdrawnAt: '2026-07-15' }, TODAY, true)).toEqual([
      { field: 'withdrawnAt', message: 'article exigé par le plan du site : il ne peut pas être retiré (laissez ce champ vide)' },
    ])
    // Without a withdrawal date, a required article published by today has nothing to fix.
    expect(datesProblems(DATES, TODAY, true)).toEqual([])
  })
})
