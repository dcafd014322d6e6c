import { expect, it } from 'vitest'
import { zonesForMax } from '../zones'
import { timeInZones, zoneOf } from './time-in-zones'

// A maximum of 180 BPM: zones from 90, 108, 126, 144 and 162 BPM, zone 5 up to 180.
const zones = zonesForMax(180)

it('puts a bound in the zone it opens', () => {
  expect([89, 90, 107, 108, 125, 126, 143, 144, 161, 162, 180, 190].map((rate) => zoneOf(rate, zones))).toEqual([
    null,
    1,
    1,
    2,
    2,
    3,
    3,
    4,
    4,
    5,
    5,
    5,
  ])
})

it('adds up the seconds of each zone, below zone 1 and above the maximum', () => {
  const seconds: number[] = []
  seconds[80] = 60
  seconds[100] = 120
  seconds[150] = 30
  seconds[185] = 15
  expect(timeInZones(seconds, zones)).toEqual({ below: 60, zones: { 1: 120, 2: 0, 3: 0, 4: 30, 5: 15 }, aboveMax: 15, total: 225 })
})
