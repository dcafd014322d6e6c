// Runs the W3C Nu HTML Checker (vnu-jar, needs Java) over every page of dist/ and fails on any error.
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import vnu from 'vnu-jar'

const dist = process.argv[2] ?? 'dist'
const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => join(dist, file))
  .sort()

try {
  execFileSync('java', ['-jar', vnu, '--errors-only', '--format', 'text', ...pages], { stdio: 'inherit' })
  console.log(`Validateur HTML du W3C : ${pages.length} pages, aucune erreur.`)
} catch (error) {
  console.error(`Validateur HTML du W3C : des erreurs ont été trouvées dans ${dist}/ (voir ci-dessus).`)
  const status = (error as { status?: unknown }).status
  process.exit(typeof status === 'number' && status > 0 ? status : 1)
}
