import { describe, expect, it } from 'vitest'
import { gradeDrift, parsePace, readDrift, type DriftDraft } from './drift'

const NO_CONDITION = { chaleur: false, cotes: false, intervalles: false, malade: false, coeur: false }
const draft = (first: string, second: string, more: Partial<DriftDraft> = {}): DriftDraft => ({
  first,
  second,
  minutes: '50',
  conditions: NO_CONDITION,
  output: 'aucune',
  firstOutput: '',
  secondOutput: '',
  ...more,
})
const read = (first: string, second: string, more: Partial<DriftDraft> = {}) => readDrift(draft(first, second, more))

describe('the cardiac-drift test', () => {
  it('gives the endurance article’s example: 140 then 148 BPM is 8 ÷ 140 × 100 = 5,7 %, correct', () => {
    expect(read('140', '148').result).toEqual({ drift: 5.7, grade: 'Correct', withheld: [], next: null, decoupling: null })
  })

  it('grades as the spec says: under 5 % excellent, 5 to 10 % correct, over 10 % to develop', () => {
    // 7 ÷ 150 = 4,67 %; 15 ÷ 150 = 10 %; 15,1 ÷ 150 = 10,07 %, shown 10,1 %
    expect(read('150', '157').result).toMatchObject({ drift: 4.7, grade: 'Excellent' })
    expect(read('150', '165').result).toMatchObject({ drift: 10, grade: 'Correct' })
    expect(read('150', '165,1').result).toMatchObject({ drift: 10.1, grade: 'À développer' })
  })

  it('judges the value it shows: 7,99 ÷ 160 = 4,99 % is shown 5 % and graded correct', () => {
    expect(read('160', '167,99').result).toMatchObject({ drift: 5, grade: 'Correct' })
    expect(gradeDrift(4.94)).toBe('Excellent')
  })

  it('withholds the verdict, saying why, when heat, hills, intervals, illness or a short session void it', () => {
    const hot = read('140', '148', { conditions: { ...NO_CONDITION, chaleur: true, cotes: true } }).result
    expect(hot).toMatchObject({ drift: 5.7, grade: null })
    expect(hot?.withheld).toEqual([
      'la chaleur fait monter le pouls sans rapport avec votre endurance',
      'les côtes changent l’effort d’une moitié à l’autre',
    ])
    const short = read('140', '148', { minutes: '30' }).result
    expect(short).toMatchObject({
      grade: null,
      withheld: ['30\u00a0minutes d’effort régulier, c’est trop court\u00a0: il en faut au moins 40 après l’échauffement'],
    })
    expect(read('140', '148', { minutes: '40' }).result?.grade).toBe('Correct')
    expect(read('140', '148', { minutes: '60' }).result?.grade).toBe('Correct')
    // Past an hour the scale no longer describes the effort: the figure, without a verdict.
    expect(read('140', '148', { minutes: '90' }).result?.withheld).toEqual([
      '90\u00a0minutes d’effort régulier, c’est plus long que ce que l’échelle décrit\u00a0: elle vaut pour 40 à 60\u00a0minutes après l’échauffement, et au-delà le pouls dérive davantage',
    ])
  })

  it('withholds the verdict under a heart-slowing medicine, a heart disease or a pregnancy, and sends the reader to their own tests', () => {
    const slowed = read('120', '130', { conditions: { ...NO_CONDITION, coeur: true } }).result
    // 10 ÷ 120 = 8,33 %: a figure, no grade, no « better day » to wait for
    expect(slowed).toMatchObject({ drift: 8.3, grade: null, next: 'own-tests' })
    expect(slowed?.withheld).toEqual([
      'notre échelle ne tient compte ni d’un médicament qui ralentit le cœur, ni d’une maladie du cœur, ni de la grossesse',
    ])
    expect(read('120', '130', { conditions: { ...NO_CONDITION, coeur: true, chaleur: true } }).result?.next).toBe('both')
    expect(read('120', '130', { conditions: { ...NO_CONDITION, chaleur: true } }).result?.next).toBe('retest')
  })

  it('refuses a second half lower than the first, empty fields, letters, 0 and 400 BPM', () => {
    expect(read('148', '140').errors.second).toMatch(/^Cette moyenne est plus basse que celle de la première moitié/)
    expect(read('', '148').errors).toEqual({ first: 'Entrez la fréquence moyenne de la première moitié, en BPM.' })
    expect(read('abc', '148').errors.first).toMatch(/n’est pas un nombre/)
    expect(read('0', '148').errors.first).toBe('Entrez une valeur entre 40 et 230\u00a0BPM.')
    expect(read('140', '400').errors.second).toBe('Entrez une valeur entre 40 et 230\u00a0BPM.')
    expect(read('140', '148', { minutes: '' }).errors.minutes).toBe('Entrez la durée de l’effort régulier, en minutes.')
    expect(read('148', '140').result).toBeNull()
  })
})

describe('Friel’s decoupling from pace, speed or power', () => {
  it('reads a pace as minutes and seconds, never a decimal that could mean either', () => {
    expect(parsePace('5:30')).toBe(330)
    expect(parsePace('5 min 30')).toBe(330)
    expect(parsePace('5’30')).toBe(330)
    expect(parsePace('6')).toBe(360)
    expect(parsePace('5,30')).toBeNull()
    expect(parsePace('5:75')).toBeNull()
  })

  it('same pace, 140 then 148 BPM: EF falls by 1 − 140 ÷ 148 = 5,4 %', () => {
    const result = read('140', '148', { output: 'allure', firstOutput: '5:30', secondOutput: '5:30' }).result
    expect(result?.decoupling).toBe(5.4)
  })

  it('turns a pace into a speed first: 5:30 then 5:45 min/km at 140 then 142 BPM is 5,7 %, not negative', () => {
    // Speeds 60 ÷ 5,5 and 60 ÷ 5,75 km/h: 1 − (5,5 × 140) ÷ (5,75 × 142) = 1 − 770 ÷ 816,5 = 5,70 %.
    // Dividing the pace itself by the rate would give −3,1 %, as if the runner had gained.
    expect(read('140', '142', { output: 'allure', firstOutput: '5:30', secondOutput: '5:45' }).result?.decoupling).toBe(5.7)
  })

  it('from speed or power: the output per beat of each half', () => {
    // 1 − (11,5 × 150) ÷ (12 × 152) = 1 − 1725 ÷ 1824 = 5,43 %
    expect(read('150', '152', { output: 'vitesse', firstOutput: '12', secondOutput: '11,5' }).result?.decoupling).toBe(5.4)
    // 1 − (195 × 130) ÷ (200 × 136) = 1 − 25 350 ÷ 27 200 = 6,80 %
    expect(read('130', '136', { output: 'puissance', firstOutput: '200', secondOutput: '195' }).result?.decoupling).toBe(6.8)
  })

  it('says what is wrong with an output, and gives no result until it is fixed', () => {
    const { result, errors } = read('140', '148', { output: 'allure', firstOutput: '5,30', secondOutput: '' })
    expect(result).toBeNull()
    expect(errors.firstOutput).toMatch(/deux-points, par exemple 5:30/)
    expect(errors.secondOutput).toMatch(/^Entrez l’allure moyenne/)
    expect(read('130', '136', { output: 'puissance', firstOutput: '0', secondOutput: '195' }).errors.firstOutput).toBe(
      'Entrez une valeur entre 10 et 2000\u00a0W.',
    )
  })
})
