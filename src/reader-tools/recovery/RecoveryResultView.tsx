import { COLE_LANDMARK_BPM, PER_MINUTE, RECOVERY_CHOICES, RECOVERY_GRADES, type RecoveryDraft, type RecoveryResult } from '../../heart-rate/recovery'
import { formatRate as bpm } from '../../heart-rate/typed-number'
import { SafetySignal } from '../../components/SafetyLink'
import { ResultHeadline, scaleInWords } from '../ResultHeadline'
import { ShareLink } from '../ShareLink'

/** How the rates were read, when they were counted: « 43 × 4 = 172 BPM ». */
function counted(count: string, rate: number) {
  return `${count.trim()} × ${PER_MINUTE} = ${bpm(rate)}`
}

export function RecoveryResultView({ result, draft }: { result: RecoveryResult; draft: RecoveryDraft }) {
  return (
    <div className="mt-2 grid gap-3 text-slate-800">
      <ResultHeadline
        testId="baisse-une-minute"
        measure="Baisse en une minute"
        figure={bpm(result.dropOneMinute)}
        grade={result.grade}
        scale={RECOVERY_GRADES}
      />
      <p className="text-sm text-slate-600 tabular-nums">
        {draft.method === 'compte'
          ? `${counted(draft.end, result.end)}, puis ${counted(draft.oneMinute, result.oneMinute)}`
          : `${bpm(result.end)} − ${bpm(result.oneMinute)}`}{' '}
        = {bpm(result.dropOneMinute)}
      </p>
      {result.dropTwoMinutes !== null && (
        <p data-testid="baisse-deux-minutes">
          Baisse en deux minutes&nbsp;: <strong className="tabular-nums">{bpm(result.dropTwoMinutes)}</strong>
        </p>
      )}
      {result.grade ? (
        <p>
          Sur l’échelle de notre article sur le HIIT&nbsp;: {scaleInWords(RECOVERY_GRADES)}. C’est un repère pour vous comparer à vous-même, pas un
          diagnostic. Vous avez récupéré ainsi&nbsp;: {RECOVERY_CHOICES.posture[draft.posture].toLowerCase()}; comparez ce résultat avec des tests
          faits de la même façon.
        </p>
      ) : (
        <p data-testid="sans-verdict">
          Sans verdict&nbsp;: l’échelle de notre article sur le HIIT vaut pour une récupération en marchant ou en pédalant lentement. Assis ou couché,
          le pouls baisse plus vite; comparez ce résultat seulement à vos tests faits de la même façon (
          {RECOVERY_CHOICES.posture[draft.posture].toLowerCase()}).
        </p>
      )}
      {!result.medicalLandmark && result.dropOneMinute <= COLE_LANDMARK_BPM && (
        <p data-testid="baisse-faible">
          {draft.effort === 'maximal'
            ? `La limite médicale de ${COLE_LANDMARK_BPM}\u00a0BPM a été mesurée pendant une récupération active, en marchant\u00a0: immobile ou couché, le pouls ne baisse pas de la même façon, et elle ne s’applique pas. Le résultat d’une épreuve faite en milieu médical s’interprète avec le médecin qui l’a prescrite.`
            : `La limite médicale de ${COLE_LANDMARK_BPM}\u00a0BPM vient d’épreuves d’effort maximales faites en clinique\u00a0: elle ne s’applique pas à un test maison. Comparez plutôt ce résultat à vos tests précédents, faits de la même façon.`}
        </p>
      )}
      {result.medicalLandmark && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950" data-testid="repere-medical">
          <p className="font-semibold">Un repère médical à connaître</p>
          <p className="mt-1">
            En laboratoire, après une épreuve d’effort maximale suivie d’une récupération en marchant, une baisse de {COLE_LANDMARK_BPM}&nbsp;BPM ou
            moins pendant la première minute est jugée anormale et va de pair avec un risque accru (Cole et coll., 1999). Cette limite ne s’applique
            pas telle quelle à un test fait à la maison; le résultat d’une épreuve faite en milieu médical s’interprète avec le médecin qui l’a
            prescrite.
          </p>
          <SafetySignal className="mt-1" />
        </div>
      )}
      <ShareLink />
    </div>
  )
}
