import { markdownPagePath } from '../site-pages'

/**
 * On a page whose texts are plain words (its YAML), where a rule's status shows as « (convention du site) » without a
 * link: one line that says what the two labels mean and where each rule is written, with its grounds.
 */
export function RuleStatusNote() {
  return (
    <p className="max-w-3xl text-slate-700">
      Les mentions «&nbsp;repère éditorial du site&nbsp;» et «&nbsp;convention du site&nbsp;» désignent nos propres règles, sans source qui les fixe;
      une règle sans mention vient d’une source publiée. Chacune est écrite une seule fois, avec ce qui l’appuie, dans{' '}
      <a href={`${markdownPagePath('politique-editoriale')}#nos-regles-et-leur-statut`} className="font-semibold underline underline-offset-2">
        notre registre des règles
      </a>
      .
    </p>
  )
}
