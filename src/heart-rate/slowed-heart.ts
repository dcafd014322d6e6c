/**
 * A heart that the age scales do not describe: slowed by a medicine, a heart disease or a pregnancy. The drift and
 * recovery tests give the reader the same box to tick and the same reason for giving the figure without its grade.
 */
export const SLOWED_HEART =
  'Je prends un médicament qui ralentit le cœur (un bêtabloquant, par exemple), j’ai une maladie du cœur ou je suis enceinte'

/** What a test's scale leaves out, after « notre échelle » or « l’échelle ». */
export const SLOWED_HEART_OUTSIDE_SCALE = 'ne tient compte ni d’un médicament qui ralentit le cœur, ni d’une maladie du cœur, ni de la grossesse'
