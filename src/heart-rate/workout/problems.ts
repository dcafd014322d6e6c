/** What can be wrong with a file the reader gives, and how the page says so (after « Analyse impossible pour « x » »). */
export const WORKOUT_PROBLEMS = {
  empty: 'Ce fichier est vide. Exportez de nouveau la séance, puis choisissez le fichier obtenu.',
  unknown:
    'Ce fichier n’est pas une séance d’entraînement lisible\u00a0: l’outil lit les fichiers FIT, GPX et TCX. Si vous avez reçu un fichier .zip, décompressez-le d’abord, puis choisissez le fichier de la séance qu’il contient.',
  brokenFit:
    'Ce fichier FIT est incomplet ou abîmé, et l’outil ne peut pas le lire. Exportez de nouveau la séance (l’original, de préférence), ou essayez le format TCX ou GPX.',
  brokenXml: 'Ce fichier GPX ou TCX est incomplet ou abîmé. Exportez de nouveau la séance, ou essayez le fichier original (FIT).',
  noRecords: 'Ce fichier ne contient aucun point avec une heure\u00a0: c’est sans doute un parcours planifié, pas une séance enregistrée.',
  noHeartRate:
    'Cette séance ne contient aucune fréquence cardiaque\u00a0: la montre ou le capteur ne l’a pas enregistrée, ou l’exportation l’a laissée de côté. Essayez le fichier original (FIT) ou le format TCX.',
  tooShort: 'Cette séance compte moins d’une minute de fréquence cardiaque\u00a0: il n’y a rien à analyser.',
  tooBig: 'Ce fichier dépasse 100\u00a0Mo\u00a0: ce n’est sans doute pas le fichier d’une seule séance.',
  failed: 'La lecture a échoué sur cet appareil. Rechargez la page et réessayez; si le problème persiste, essayez un autre format (TCX ou GPX).',
} as const
export type WorkoutProblem = keyof typeof WORKOUT_PROBLEMS

/** The largest file the tool reads: a FIT of a 24-hour event is about 10 MB, a GPX of it about 20 MB. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024
