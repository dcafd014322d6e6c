import { SafetySignal } from './SafetyLink'
import { WhenZonesDoNotApply } from './WhenZonesDoNotApply'

/**
 * Under a tool that asks for an effort or reads one (the drift and recovery tests, the workout file): the link to the
 * rule on warning signs, then the folded note for readers whose heart rate the age formulas do not describe.
 */
export function EffortSafety() {
  return (
    <div>
      <SafetySignal className="text-lg text-slate-700" />
      <WhenZonesDoNotApply />
    </div>
  )
}
