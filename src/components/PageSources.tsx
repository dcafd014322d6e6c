import type { Source } from '../content/schema'
import { markdownPagePath, RULES_REGISTER } from '../site-pages'
import { Section } from './Section'
import { SourceList } from './SourceList'

/**
 * On a page whose texts are plain words (its YAML), where a rule's status shows as « (convention du site) » without a
 * link: one line that says what the two labels mean and where each rule is written, with its grounds.
 */
function RuleStatusNote() {
  return (
    <p className="max-w-3xl text-slate-700">
      La mention «&nbsp;source&nbsp;» désigne une règle qu’une source publiée fixe telle quelle; «&nbsp;repère éditorial du site&nbsp;» et
      «&nbsp;convention du site&nbsp;», nos propres règles, sans source qui les fixe («&nbsp;convention du site, d’après…&nbsp;» quand l’essentiel
      vient d’une source nommée). Une consigne sur qui appeler mène à sa ligne du tableau «&nbsp;Qui appeler&nbsp;», qui donne son statut. Chaque
      règle est écrite une seule fois, avec ce qui l’appuie, dans{' '}
      <a href={markdownPagePath(RULES_REGISTER)} className="font-semibold underline underline-offset-2">
        notre registre des règles
      </a>
      .
    </p>
  )
}

/** The sources of a page whose texts are plain words (the calculator, the zones guide, a tool), then what its rules' labels mean. */
export function PageSources({ sources }: { sources: readonly Source[] }) {
  return (
    <Section id="sources" title="Sources" className="max-w-3xl">
      <SourceList sources={sources} />
      <div className="mt-6">
        <RuleStatusNote />
      </div>
    </Section>
  )
}
