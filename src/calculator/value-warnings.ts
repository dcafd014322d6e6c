/**
 * Values the calculator accepts but that deserve a word: a resting rate above an adult's usual range, a resting rate
 * that reaches the maximum (the reserve is then empty: no intensity class on it), and a threshold at or above the
 * maximum (a lactate threshold lies below it: one of the two values is likely wrong).
 */
import { formatBpm } from '../heart-rate/zones'
import { RESTING_USUAL, type CalculatorInput, type CalculatorResult } from '../heart-rate/methods'
import type { OptionChoices } from '../heart-rate/option-values'

export interface ValueWarnings {
  resting?: string
  threshold?: string
}

export function valueWarnings(input: CalculatorInput | null, result: CalculatorResult | null, choices: OptionChoices): ValueWarnings {
  const warnings: ValueWarnings = {}
  const resting = input && input.resting !== null ? Math.round(input.resting) : null
  if (resting !== null && result && resting >= result.max)
    warnings.resting = `Ce pouls au repos atteint votre FC max (${formatBpm(result.max)})\u00a0: votre réserve est nulle, sans classes d’intensité. Vérifiez les deux valeurs.`
  else if (resting !== null && resting > RESTING_USUAL.max)
    warnings.resting = `Au repos, plus de ${RESTING_USUAL.max}\u00a0BPM dépasse les valeurs normales chez l’adulte (${RESTING_USUAL.min} à ${RESTING_USUAL.max}\u00a0BPM)\u00a0: parlez-en à votre médecin.`
  if (choices.threshold !== null && result && Math.round(choices.threshold) >= result.max)
    warnings.threshold = `Ce seuil atteint ou dépasse votre FC max (${formatBpm(result.max)}), alors qu’il se situe sous le maximum\u00a0: l’une des deux valeurs est sans doute fausse.`
  return warnings
}
