// npm run check: types, lint (ESLint, then knip in production mode and in full), formatting and unit tests, run side
// by side. Each tool's output is printed whole once it ends, with its time; the check fails if any tool fails.
import { spawn } from 'node:child_process'

const TOOLS: [name: string, command: string][] = [
  ['types', 'tsc --noEmit'],
  ['lint', 'npm run lint'],
  ['format', 'prettier --check .'],
  ['unit', 'vitest run --project unit'],
]

function run([name, command]: (typeof TOOLS)[number]): Promise<{ name: string; ok: boolean; seconds: number }> {
  const start = performance.now()
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '1' } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('close', (code) => {
      const seconds = (performance.now() - start) / 1000
      process.stdout.write(`\n── ${name} (${command}) : ${code === 0 ? 'réussi' : 'ÉCHEC'} en ${seconds.toFixed(1)} s\n${output}`)
      resolve({ name, ok: code === 0, seconds })
    })
  })
}

const start = performance.now()
const results = await Promise.all(TOOLS.map(run))
const failed = results.filter((result) => !result.ok).map((result) => result.name)
console.log(
  `\nnpm run check : ${failed.length ? `échec (${failed.join(', ')})` : 'tout réussi'} en ${((performance.now() - start) / 1000).toFixed(1)} s`,
)
process.exitCode = failed.length ? 1 : 0
