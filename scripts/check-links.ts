// No broken link, anchor or image in dist/: linkinator follows every page the README's server answers, from the home
// page on, and checks each internal link (the section a « # » names included), image, stylesheet and script.
// Addresses outside the site are not requested (the network of CI reaches none); a page no link reaches is caught by
// the sitemap test (e2e/crawlers.spec.ts). Usage: npm run test:links (after npm run build).
import { check, LinkState } from 'linkinator'
import { serveOnFreePort } from './static-server.ts'

const { origin, close } = await serveOnFreePort('dist')

try {
  const { links } = await check({
    path: `${origin}/`,
    recurse: true,
    checkFragments: true,
    linksToSkip: (link) => Promise.resolve(!link.startsWith(origin)),
  })
  // A fragment with « = » holds the calculator's values (src/calculator/url-state.ts), not a section to find: its page
  // answering is enough.
  const isState = (link: { url: string; status?: number }) => link.status === 200 && /#[^#]*=/.test(link.url)
  const broken = links.filter((link) => link.state === LinkState.BROKEN && !isState(link))
  const checked = links.filter((link) => link.state !== LinkState.SKIPPED).length
  if (broken.length > 0) {
    for (const link of broken)
      console.error(`${link.status ?? '—'} ${link.url.replace(origin, '')} (dans ${link.parent?.replace(origin, '') ?? '?'})`)
    console.error(`${broken.length} lien(s) brisé(s) sur ${checked} vérifiés.`)
    process.exitCode = 1
  } else console.log(`Liens internes, ancres et images : ${checked} vérifiés, aucun brisé.`)
} finally {
  close()
}
