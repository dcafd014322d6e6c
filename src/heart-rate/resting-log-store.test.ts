import { describe, expect, it } from 'vitest'
import { readStored, writeStored } from './resting-log-store'

const today = '2026-11-23'

describe('the log in the browser’s storage', () => {
  it('is read back exactly as it was written', () => {
    const entries = [
      { date: '2026-11-20', bpm: 56 },
      { date: '2026-11-21', bpm: 57.5 },
    ]
    expect(writeStored(entries)).toBe('{"version":1,"entries":[{"date":"2026-11-20","bpm":56},{"date":"2026-11-21","bpm":57.5}]}')
    expect(readStored(writeStored(entries), today)).toEqual({ entries, conflicts: [], problems: [] })
  })

  it('is empty, with nothing to say, when nothing was stored', () => {
    expect(readStored(null, today)).toEqual({ entries: [], conflicts: [], problems: [] })
  })

  it('says so when the stored text cannot be read at all', () => {
    for (const raw of ['{"version":1,"entr', '"texte"', '{"version":1}', 'null'])
      expect(readStored(raw, today), raw).toEqual({
        entries: [],
        conflicts: [],
        problems: ['Le journal enregistré dans ce navigateur est illisible (il a peut-être été abîmé)\u00a0: aucune mesure n’a pu en être reprise.'],
      })
  })

  it('keeps every entry it can read, and names the others', () => {
    const raw = JSON.stringify({
      version: 1,
      entries: [
        { date: '2026-11-20', bpm: 56 },
        { date: '20 novembre', bpm: 56 },
        { date: '2026-11-21', bpm: 999 },
        'x',
        { date: '2026-11-22', bpm: '57,5' },
        { bpm: 50 },
      ],
    })
    expect(readStored(raw, today)).toEqual({
      entries: [
        { date: '2026-11-20', bpm: 56 },
        { date: '2026-11-22', bpm: 57.5 },
      ],
      conflicts: [],
      problems: [
        '4 mesures enregistrées n’ont pas pu être lues et ont été laissées de côté\u00a0:',
        'mesure n°\u00a02\u00a0: date « 20 novembre » invalide\u00a0: écrivez-la AAAA-MM-JJ, par exemple 2026-11-23;',
        'mesure n°\u00a03\u00a0: 999\u00a0BPM n’est pas une fréquence au repos (de 30 à 120\u00a0BPM);',
        'mesure n°\u00a04\u00a0: ce n’est pas une mesure;',
        'mesure n°\u00a06\u00a0: date manquante.',
      ],
    })
  })

  it('reads an older format (a bare list, or another version number) and says that it did', () => {
    const expected = {
      entries: [{ date: '2026-11-20', bpm: 56 }],
      conflicts: [],
      problems: ['Ce journal a été enregistré dans un autre format que celui de cette version du site\u00a0: 1 mesure reprise.'],
    }
    expect(readStored('[{"date":"2026-11-20","bpm":56}]', today)).toEqual(expected)
    expect(readStored('{"version":0,"entries":[{"date":"2026-11-20","bpm":56}]}', today)).toEqual(expected)
  })

  it('hands two stored rates for one day to the reader, keeping the first meanwhile', () => {
    const raw = writeStored([
      { date: '2026-11-20', bpm: 56 },
      { date: '2026-11-20', bpm: 60 },
    ])
    expect(readStored(raw, today)).toEqual({
      entries: [{ date: '2026-11-20', bpm: 56 }],
      conflicts: [
        {
          date: '2026-11-20',
          options: [
            { bpm: 56, origin: 'journal' },
            { bpm: 60, origin: 'journal' },
          ],
        },
      ],
      problems: [],
    })
  })
})

describe('the day of the last export, kept with the log', () => {
  const entries = [{ date: '2026-11-20', bpm: 56 }]
  it('is written after the entries and read back', () => {
    expect(writeStored(entries, '2026-11-21')).toBe('{"version":1,"entries":[{"date":"2026-11-20","bpm":56}],"exportedAt":"2026-11-21"}')
    expect(readStored(writeStored(entries, '2026-11-21'), today).exportedAt).toBe('2026-11-21')
  })
  it('is forgotten when it is not a past date, the entries kept', () => {
    for (const exportedAt of ['2026-13-01', '2027-01-01', 12, null]) {
      const read = readStored(JSON.stringify({ version: 1, entries, exportedAt }), today)
      expect(read.exportedAt, String(exportedAt)).toBeUndefined()
      expect(read.entries).toEqual(entries)
    }
  })
})
