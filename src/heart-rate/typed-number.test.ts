import { describe, expect, it } from 'vitest'
import { parseDecimal } from './decimal'
import { formatDecimal, readNumber, roundTo } from './typed-number'

const field = { name: 'la fréquence une minute après, en BPM', unit: 'BPM', min: 40, max: 230 }

describe('a number typed in a field of the tests', () => {
  it('reads a French decimal comma as well as a point, spaces around', () => {
    expect(parseDecimal('52,5')).toBe(52.5)
    expect(parseDecimal(' 52.5 ')).toBe(52.5)
    expect(parseDecimal('146')).toBe(146)
  })

  it('refuses what is not a plain number instead of guessing', () => {
    for (const raw of ['', 'abc', '1e2', '0x10', '-5', '52,5,1', '12 3']) expect(parseDecimal(raw), raw).toBeNull()
  })

  it('says in French what is wrong: empty, letters, zero, 400 BPM — never NaN', () => {
    expect(readNumber('', field)).toEqual({ error: 'Entrez la fréquence une minute après, en BPM.' })
    expect(readNumber('abc', field)).toEqual({
      error: '« abc » n’est pas un nombre\u00a0: tapez seulement des chiffres, avec une virgule s’il y a des décimales.',
    })
    expect(readNumber('0', field)).toEqual({ error: 'Entrez une valeur entre 40 et 230\u00a0BPM.' })
    expect(readNumber('400', field)).toEqual({ error: 'Entrez une valeur entre 40 et 230\u00a0BPM.' })
    expect(readNumber('146', field)).toEqual({ value: 146 })
    expect(readNumber('40', field)).toEqual({ value: 40 })
    expect(readNumber('230', field)).toEqual({ value: 230 })
  })

  it('writes numbers the French way, to the tenth, without a useless « ,0 »', () => {
    // 8 ÷ 140 × 100 = 5,714… %
    expect(formatDecimal((8 / 140) * 100)).toBe('5,7')
    expect(formatDecimal(56)).toBe('56')
    expect(formatDecimal(56.5)).toBe('56,5')
    expect(roundTo(24.999999999999986)).toBe(25)
  })
})
