import { describe, expect, it } from 'vitest'
import { readRecovery, type RecoveryDraft } from './recovery'

const draft = (end: string, oneMinute: string, more: Partial<RecoveryDraft> = {}): RecoveryDraft => ({
  end,
  oneMinute,
  twoMinutes: '',
  posture: 'active',
  slowed: false,
  method: 'bpm',
  ...more,
})
const result = (end: string, oneMinute: string, more: Partial<RecoveryDraft> = {}) => readRecovery(draft(end, oneMinute, more)).result
const errors = (end: string, oneMinute: string, more: Partial<RecoveryDraft> = {}) => readRecovery(draft(end, oneMinute, more)).errors

describe('the recovery test', () => {
  it('gives the HIIT article’s example: 164 then 138 BPM is a drop of 26, excellent', () => {
    // 164 − 138 = 26, at least 25: excellent.
    expect(result('164', '138')).toEqual({
      end: 164,
      oneMinute: 138,
      twoMinutes: null,
      dropOneMinute: 26,
      dropTwoMinutes: null,
      grade: 'Excellent',
      withheld: [],
    })
  })

  it('with two fingers and a clock: 43 then 37 beats in 15 seconds are 172 and 148 BPM, a drop of 24, good', () => {
    // 43 × 4 = 172, 37 × 4 = 148: 24 BPM.
    expect(result('43', '37', { method: 'compte' })).toMatchObject({ end: 172, oneMinute: 148, dropOneMinute: 24, grade: 'Bon' })
    expect(errors('43', '400', { method: 'compte' })).toEqual({ oneMinute: 'Entrez une valeur entre 10 et 58\u00a0battements.' })
    expect(errors('', '37', { method: 'compte' })).toEqual({ end: 'Entrez les battements comptés à la fin de l’effort.' })
  })

  it('grades the drop as the spec says: 25 or more excellent, 15 to 24 good, under 15 to work on', () => {
    expect(result('160', '135')?.grade).toBe('Excellent') // 25
    expect(result('160', '136')?.grade).toBe('Bon') // 24
    expect(result('150', '135')?.grade).toBe('Bon') // 15
    expect(result('150', '136')?.grade).toBe('À améliorer') // 14
    // The scale is for a recovery walking or pedalling slowly: lying or sitting still, the drop alone.
    expect(result('160', '135', { posture: 'couche' })).toMatchObject({ dropOneMinute: 25, grade: null, withheld: ['posture'] })
    expect(result('160', '135', { posture: 'immobile' })?.grade).toBeNull()
  })

  it('reads decimal commas and judges the drop it shows: 170,1 − 145,1 is 25, not 24,99…', () => {
    expect(result('172,5', '146')?.dropOneMinute).toBe(26.5)
    expect(result('170,1', '145,1')).toMatchObject({ dropOneMinute: 25, grade: 'Excellent' })
  })

  it('gives the drop after two minutes when it is noted', () => {
    // 172 − 120 = 52
    expect(result('172', '146', { twoMinutes: '120' })?.dropTwoMinutes).toBe(52)
  })

  it('gives no grade under a heart-slowing medicine, a heart disease or a pregnancy, and says both reasons when both apply', () => {
    // 160 − 135 = 25, excellent on the scale, but the scale does not hold for a slowed heart
    expect(result('160', '135', { slowed: true })).toMatchObject({ dropOneMinute: 25, grade: null, withheld: ['slowed'] })
    expect(result('160', '135', { slowed: true, posture: 'couche' })?.withheld).toEqual(['posture', 'slowed'])
  })

  it('refuses empty fields, letters, 0, 400 BPM and a rate that climbs back up, each with its message', () => {
    expect(errors('', '146')).toEqual({ end: 'Entrez la fréquence à la fin de l’effort, en BPM.' })
    expect(errors('abc', '146').end).toMatch(/^« abc » n’est pas un nombre/)
    expect(errors('172', '0')).toEqual({ oneMinute: 'Entrez une valeur entre 40 et 230\u00a0BPM.' })
    expect(errors('400', '146')).toEqual({ end: 'Entrez une valeur entre 40 et 230\u00a0BPM.' })
    expect(errors('146', '172').oneMinute).toMatch(/plus haute qu’à la fin de l’effort/)
    expect(errors('172', '146', { twoMinutes: '150' }).twoMinutes).toMatch(/plus haute qu’après une minute/)
    expect(readRecovery(draft('146', '172')).result).toBeNull()
  })
})
