import { SafetyRule } from './SafetyRule'
import { WhenZonesDoNotApply } from './WhenZonesDoNotApply'

/**
 * Under a tool that asks for an effort or reads one (the drift and recovery tests, the workout file): the short form of
 * the rule on warning signs (chest pain first, and whom to call, in the triage's words) with its link to the whole rule,
 * then the folded note for readers whose heart rate the age formulas do not describe.
 */
export function EffortSafety() {
  return (
    <div>
      <SafetyRule />
      <WhenZonesDoNotApply />
    </div>
  )
}
