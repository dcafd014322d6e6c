import { COLE_LANDMARK_BPM, PER_MINUTE, RECOVERY_CHOICES, RECOVERY_GRADES, type RecoveryDraft, type RecoveryResult } from '../../heart-rate/recovery'
import { SLOWED_HEART_OUTSIDE_SCALE } from '../../heart-rate/slowed-heart'
import { formatRate as bpm } from '../../heart-rate/typed-number'
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
        <div data-testid="sans-verdict">
          <p>Sans verdict&nbsp;:</p>
          <ul className="mt-1 list-disc pl-6">
            {result.withheld.includes('posture') && (
              <li>
                l’échelle de notre article sur le HIIT vaut pour une récupération en marchant ou en pédalant lentement. En position assise ou couchée,
                le pouls baisse plus vite; comparez ce résultat seulement à vos tests faits de la même façon (
                {RECOVERY_CHOICES.posture[draft.posture].toLowerCase()}).
              </li>
            )}
            {result.withheld.includes('slowed') && (
              <li>
                l’échelle {SLOWED_HEART_OUTSIDE_SCALE}. Comparez ce résultat seulement à vos propres tests, faits dans la même situation, et suivez
                cette tendance avec l’accord de l’équipe qui vous suit.
              </li>
            )}
          </ul>
        </div>
      )}
      {result.dropOneMinute <= COLE_LANDMARK_BPM && (
        <p data-testid="baisse-faible">
          La limite médicale de {COLE_LANDMARK_BPM}&nbsp;BPM vient d’épreuves d’effort maximales faites en clinique&nbsp;: elle ne s’applique pas à un
          test maison. Comparez plutôt ce résultat à vos tests précédents, faits de la même façon.
        </p>
      )}
      <ShareLink />
    </div>
  )
}
