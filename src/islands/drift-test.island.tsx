import { DriftTest } from '../reader-tools/drift/DriftTest'

/** The cardiac-drift test, on its page only; loads when it comes near the screen, reads a shared result once hydrated. */
export default function DriftTestIsland() {
  return <DriftTest />
}
