import { describe, expect, it } from 'vitest'
import { fromCsv, toCsv } from './resting-log-csv'

const today = '2026-11-23'

describe('the log as a CSV file', () => {
  it('is written one morning a line, in date order, with a decimal comma', () => {
    expect(
      toCsv([
        { date: '2026-11-21', bpm: 55 },
        { date: '2026-11-20', bpm: 56.5 },
      ]),
    ).toBe('date;bpm\r\n2026-11-20;56,5\r\n2026-11-21;55\r\n')
  })

  it('reads back exactly what it wrote', () => {
    const log = [
      { date: '2025-12-31', bpm: 58 },
      { date: '2026-01-01', bpm: 57.25 },
      { date: '2026-11-23', bpm: 30 },
    ]
    expect(fromCsv(toCsv(log), today)).toEqual({ entries: log, problems: [] })
  })

  it('reads what a spreadsheet may have made of it: commas, tabs, points, JJ/MM/AAAA dates, no header, a BOM', () => {
    expect(fromCsv('\uFEFFdate,bpm\n2026-11-20,56.5\n2026-11-21,55,5\n', today).entries).toEqual([
      { date: '2026-11-20', bpm: 56.5 },
      { date: '2026-11-21', bpm: 55.5 },
    ])
    expect(fromCsv('20/11/2026\t56\r\n"2026-11-21";"57"', today).entries).toEqual([
      { date: '2026-11-20', bpm: 56 },
      { date: '2026-11-21', bpm: 57 },
    ])
  })

  it('names each line it leaves out, and keeps the others', () => {
    const { entries, problems } = fromCsv(
      ['date;bpm', '2026-11-20;56', '2026-02-30;56', '2026-11-21;abc', '2026-11-22;400', '2026-11-24;56', 'bonjour', ';56', '2026-11-22;57'].join(
        '\n',
      ),
      today,
    )
    expect(entries).toEqual([
      { date: '2026-11-20', bpm: 56 },
      { date: '2026-11-22', bpm: 57 },
    ])
    expect(problems).toEqual([
      'Ligne 3\u00a0: date « 2026-02-30 » invalide\u00a0: écrivez-la AAAA-MM-JJ, par exemple 2026-11-23.',
      'Ligne 4\u00a0: « abc » n’est pas un nombre.',
      'Ligne 5\u00a0: 400\u00a0BPM n’est pas une fréquence au repos (de 30 à 120\u00a0BPM).',
      'Ligne 6\u00a0: le 24 novembre 2026 n’est pas encore arrivé\u00a0: notez une mesure le matin même ou après.',
      'Ligne 7\u00a0: «\u00a0bonjour\u00a0»\u00a0: une date et une fréquence séparées par un point-virgule sont attendues.',
      'Ligne 8\u00a0: date manquante.',
    ])
  })

  it('returns two lines for one day as they are: the reader chooses', () => {
    expect(fromCsv('2026-11-20;56\n2026-11-20;60', today).entries).toEqual([
      { date: '2026-11-20', bpm: 56 },
      { date: '2026-11-20', bpm: 60 },
    ])
  })
})
