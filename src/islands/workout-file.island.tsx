import { WorkoutReader } from '../reader-tools/workout/WorkoutReader'

/** The workout-file tool, on its page only; loads when it comes near the screen. Its parser loads once a file is chosen. */
export default function WorkoutFileIsland() {
  return <WorkoutReader />
}
