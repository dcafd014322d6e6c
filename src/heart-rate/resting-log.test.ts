import { describe, expect, it } from 'vitest'
import { addDays } from './iso-dates'
import {
  baselineBefore,
  currentSign,
  dateProblem,
  judgeMornings,
  median,
  mergeEntries,
  readEntry,
  settleConflicts,
  usualAboveRange,
  type RestingEntry,
} from './resting-log'

/** Mornings from `start`, one a day, with these rates. */
const mornings = (start: string, rates: number[]): RestingEntry[] => rates.map((bpm, index) => ({ date: addDays(start, index), bpm }))

describe('the usual value (baseline)', () => {
  it('is the median of the mornings, the mean of the two middle ones when their number is even', () => {
    expect(median([57, 55, 56])).toBe(56)
    expect(median([58, 55, 57, 56])).toBe(56.5)
  })

  it('needs 7 mornings within the 28 days before the one judged, which is left out', () => {
    const six = mornings('2026-11-01', [56, 56, 56, 56, 56, 56])
    expect(baselineBefore(six, '2026-11-07')).toBeNull()
    const seven = mornings('2026-11-01', [55, 56, 57, 56, 58, 54, 56])
    // Sorted 54 55 56 56 56 57 58: the median is 56.
    expect(baselineBefore(seven, '2026-11-08')).toBe(56)
    // The morning judged does not count in its own baseline: on 11-07, six mornings before it.
    expect(baselineBefore(seven, '2026-11-07')).toBeNull()
    // 28 days: on 11-29 the mornings of 11-01 to 11-07 are still in; on 11-30, 11-01 is out and six remain.
    expect(baselineBefore(seven, '2026-11-29')).toBe(56)
    expect(baselineBefore(seven, '2026-11-30')).toBeNull()
  })
})

describe('the sign: 5 BPM or more above the usual value, 3 mornings or more in a row', () => {
  it('is raised by the endurance article’s example: usually 56, then 61, 62 and 61 BPM', () => {
    const log = [...mornings('2026-11-01', Array<number>(14).fill(56)), ...mornings('2026-11-15', [61, 62, 61])]
    const judged = judgeMornings(log)
    expect(judged.slice(-3).map(({ baseline, high, streak }) => ({ baseline, high, streak }))).toEqual([
      { baseline: 56, high: true, streak: 1 },
      { baseline: 56, high: true, streak: 2 },
      { baseline: 56, high: true, streak: 3 },
    ])
    expect(currentSign(judged)).toEqual({ baseline: 56, mornings: judged.slice(-3) })
  })

  it('is not raised by 4 BPM more, by two mornings, or across a morning without a measure', () => {
    const usual = mornings('2026-11-01', Array<number>(14).fill(56))
    expect(currentSign(judgeMornings([...usual, ...mornings('2026-11-15', [60, 62, 61])]))).toBeNull()
    expect(currentSign(judgeMornings([...usual, ...mornings('2026-11-15', [61, 62])]))).toBeNull()
    const gap = [...usual, { date: '2026-11-15', bpm: 61 }, ...mornings('2026-11-17', [62, 61])]
    expect(judgeMornings(gap).at(-1)?.streak).toBe(2)
    expect(currentSign(judgeMornings(gap))).toBeNull()
  })

  it('judges a run against the usual value of its first morning, the high days left out of it', () => {
    // Seven mornings 50 50 50 50 56 56 56: median 50. Then 55, 55, 55: each 5 above 50.
    // Counted in, the first 55 would raise the median to (50 + 55) ÷ 2 = 52,5 and hide the second.
    const log = mornings('2026-11-01', [50, 50, 50, 50, 56, 56, 56, 55, 55, 55])
    expect(judgeMornings(log).map((morning) => morning.streak)).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 2, 3])
    expect(currentSign(judgeMornings(log))?.baseline).toBe(50)
  })

  it('stays quiet while there is no usual value yet', () => {
    const judged = judgeMornings(mornings('2026-11-01', [50, 70, 70, 70]))
    expect(judged.every((morning) => morning.baseline === null && !morning.high)).toBe(true)
    expect(currentSign(judged)).toBeNull()
  })
})

describe('a usual value above the adult range at rest', () => {
  it('is named from 100,5 BPM, not at 100, and not before a usual value exists', () => {
    // Eight mornings: the last is judged against the seven before it. 101 102 104 99 103 105 106: median 103.
    expect(usualAboveRange(judgeMornings(mornings('2026-11-01', [101, 102, 104, 99, 103, 105, 106, 102])))).toBe(103)
    // 98 99 100 100 100 101 102: median 100, the top of the range, not above it.
    expect(usualAboveRange(judgeMornings(mornings('2026-11-01', [98, 99, 100, 100, 100, 101, 102, 100])))).toBeNull()
    // The ninth morning against the eight before it, four at 100 and four at 101: median 100,5, just above.
    expect(usualAboveRange(judgeMornings(mornings('2026-11-01', [100, 100, 100, 101, 101, 101, 101, 100, 101])))).toBe(100.5)
    // Seven mornings only: the seventh has six before it, no usual value yet.
    expect(usualAboveRange(judgeMornings(mornings('2026-11-01', [110, 110, 110, 110, 110, 110, 110])))).toBeNull()
  })
})

describe('a new morning', () => {
  const today = '2026-11-23'

  it('refuses an empty date, an impossible one and one in the future, in French', () => {
    expect(dateProblem('', today)).toBe('Entrez la date de la mesure.')
    expect(dateProblem('2026-02-30', today)).toBe('Date « 2026-02-30 » invalide\u00a0: écrivez-la AAAA-MM-JJ, par exemple 2026-11-23.')
    expect(dateProblem('2026-11-24', today)).toBe('Le 24 novembre 2026 n’est pas encore arrivé\u00a0: notez une mesure le matin même ou après.')
    expect(dateProblem(today, today)).toBeNull()
  })

  it('refuses a rate that is not a resting rate, and reads a decimal comma', () => {
    expect(readEntry({ date: today, bpm: '0' }, today).errors.bpm).toBe('Entrez une valeur entre 30 et 120\u00a0BPM.')
    expect(readEntry({ date: today, bpm: 'abc' }, today).errors.bpm).toMatch(/n’est pas un nombre/)
    expect(readEntry({ date: today, bpm: '' }, today).errors.bpm).toBe('Entrez votre fréquence au repos, en BPM.')
    expect(readEntry({ date: today, bpm: '56,5' }, today)).toEqual({ entry: { date: today, bpm: 56.5 }, errors: {} })
    // 121 and more is not noted, and the message says what the triage says of a rate that high at rest.
    expect(readEntry({ date: today, bpm: '150' }, today).errors.bpm).toMatch(
      /^150\u00a0BPM au repos, c’est plus que ce que le journal note \(de 30 à 120\u00a0BPM\)\. Un pouls au repos de 150\u00a0BPM ou plus, compté pendant 60\u00a0secondes, qui ne baisse pas après 10\u00a0minutes de repos, même sans autre signe\u00a0: composez le 9-1-1\./,
    )
    expect(readEntry({ date: today, bpm: '120' }, today).errors).toEqual({})
    // What the site does not read as a number is not read as a high rate either: « 1e3 » is not 1000 BPM.
    expect(readEntry({ date: today, bpm: '1e3' }, today).errors.bpm).toBe(
      '« 1e3 » n’est pas un nombre\u00a0: tapez seulement des chiffres, avec une virgule s’il y a des décimales.',
    )
  })

  it('on a day that already has another rate, waits for the reader to choose which to keep', () => {
    const log = [{ date: '2026-11-20', bpm: 56 }]
    const { entries, conflicts } = mergeEntries(log, [{ date: '2026-11-20', bpm: 61 }], 'saisie')
    expect(entries).toEqual(log)
    expect(conflicts).toEqual([
      {
        date: '2026-11-20',
        options: [
          { bpm: 56, origin: 'journal' },
          { bpm: 61, origin: 'saisie' },
        ],
      },
    ])
    expect(settleConflicts(entries, new Map([['2026-11-20', 61]]))).toEqual([{ date: '2026-11-20', bpm: 61 }])
    // The same rate again is no conflict; a new day is simply added, in date order.
    expect(
      mergeEntries(
        log,
        [
          { date: '2026-11-20', bpm: 56 },
          { date: '2026-11-19', bpm: 55 },
        ],
        'fichier',
      ),
    ).toEqual({
      entries: [{ date: '2026-11-19', bpm: 55 }, ...log],
      conflicts: [],
    })
  })
})
