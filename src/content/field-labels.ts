/**
 * What each field of content/ is called, in French: the CMS form's labels, and the names the build's messages and the
 * development server's problem page give a field (src/content/problems.ts). Keyed by the field's name in the schema
 * (src/content/schema.ts): the same name means the same thing in every file, unless a path (`cta.title`, without list
 * indices) names a field whose meaning differs where it sits. A field missing here keeps its own name.
 * `long`: typed in a box of several lines. `hint`: a line under the field. For a list, `one` names one item (« 1
 * source ») and `add` the item the add button adds (« Ajouter une source »).
 */
export interface FieldLabel {
  label: string
  hint?: string
  long?: boolean
  one?: string
  add?: string
}

const FIELD_LABELS: Readonly<Record<string, FieldLabel>> = {
  // Articles
  canonicalId: {
    label: 'Identifiant',
    hint: 'Minuscules, chiffres et traits d’union. Il donne l’adresse canonique /articles/identifiant, celle du plan du site et des moteurs de recherche; un nouvel article prend aussi ce nom de fichier, un article existant garde le sien, qui reste sa seconde adresse. Ne le changez plus une fois l’article publié.',
  },
  title: { label: 'Titre' },
  'cta.title': { label: 'Titre de l’encadré' },
  'cta.text': { label: 'Texte de l’encadré', long: true },
  'sources.title': { label: 'Titre de la source' },
  description: { label: 'Description', hint: '170 caractères au plus quand elle sert aux moteurs de recherche.', long: true },
  excerpt: { label: 'Extrait des cartes d’articles', long: true },
  category: { label: 'Catégorie' },
  publishedAt: { label: 'Date de publication' },
  modifiedAt: { label: 'Date de mise à jour' },
  reviewedAt: { label: 'Dernière révision' },
  nextReviewAt: { label: 'Prochaine révision', hint: 'Au plus 12 mois après la dernière révision.' },
  author: { label: 'Auteur' },
  image: {
    label: 'Image',
    hint: 'JPEG, PNG ou WebP : elle est recadrée au format 16:9, convertie en WebP de 1200 × 675 px et nommée d’après l’article; la copie de 640 px des cartes est faite à la construction.',
  },
  imageAlt: { label: 'Texte de remplacement de l’image', hint: 'Ce que montre l’image, pour qui ne la voit pas.', long: true },
  tags: { label: 'Mots-clés', one: 'mot-clé', add: 'un mot-clé' },
  intro: { label: 'Introduction', long: true },
  cta: { label: 'Encadré de fin', hint: 'L’appel à l’action sous l’article : un titre, un texte et un bouton vers une page du site.' },
  label: { label: 'Libellé du bouton' },
  href: { label: 'Page visée' },
  sources: { label: 'Sources', hint: 'De 2 à 12 références vérifiées.', one: 'source', add: 'une source' },
  authors: { label: 'Auteurs', hint: 'Nom et initiales, séparés par des virgules : Zhang D, Shen X, Qi X' },
  year: { label: 'Année' },
  publisher: { label: 'Revue ou éditeur', hint: 'Avec le volume, le numéro et les pages s’il y a lieu.' },
  url: { label: 'Adresse web', hint: 'Commence par https://' },
  citedFor: {
    label: 'Citée pour',
    hint: 'Ce que la source appuie dans la page, sans « pour » ni point final (la page affiche « Citée pour » devant) : par exemple, l’écart des maximums réels autour de 220 − âge.',
    long: true,
  },
  kind: { label: 'Type de lien' },
  manufacturer: {
    label: 'Documentation du fabricant',
    hint: 'Cochez pour un manuel, une page de soutien ou un guide publié par le fabricant : il ne sert qu’à décrire ce que font ses appareils.',
  },
  reviewer: { label: 'Révision scientifique' },
  credential: { label: 'Titre professionnel' },
  organization: { label: 'Organisme' },
  body: { label: 'Corps du texte' },
  // Pages
  meta: { label: 'Référencement et partage' },
  updatedAt: { label: 'Dernière modification' },
  effectiveAt: { label: 'Date d’entrée en vigueur' },
  lead: { label: 'Chapeau', long: true },
  text: { label: 'Texte', long: true },
  hero: { label: 'Bandeau d’accueil' },
  eyebrow: { label: 'Surtitre' },
  primaryCta: { label: 'Bouton principal' },
  secondaryCta: { label: 'Bouton secondaire' },
  features: { label: 'Points forts' },
  items: { label: 'Éléments', one: 'élément', add: 'un élément' },
  articleId: { label: 'Article lié (identifiant)' },
  linkLabel: { label: 'Texte du lien' },
  calculator: { label: 'Section du calculateur' },
  articles: { label: 'Articles' },
  network: { label: 'Section du réseau' },
  zoneGroups: { label: 'Groupes de zones' },
  zones: { label: 'Zones', one: 'zone', add: 'une zone' },
  zone: { label: 'Zone' },
  advice: { label: 'Conseils' },
  furtherReading: { label: 'À lire ensuite', hint: '2 ou 3 identifiants d’articles.' },
  'furtherReading.articles': { label: 'Articles', one: 'article', add: 'un article' },
  categories: { label: 'Catégories', one: 'catégorie', add: 'une catégorie' },
  goal: { label: 'Objectif' },
  talkTest: { label: 'Test de la parole' },
  benefits: { label: 'Bienfaits', one: 'bienfait', add: 'un bienfait' },
  recommendations: { label: 'Recommandations' },
  levels: { label: 'Niveaux', one: 'niveau', add: 'un niveau' },
  level: { label: 'Niveau' },
  split: { label: 'Répartition' },
  sessions: { label: 'Séances' },
  mission: { label: 'Mission' },
  paragraphs: { label: 'Paragraphes', long: true, one: 'paragraphe', add: 'un paragraphe' },
  editorialPolicyLink: { label: 'Lien vers la politique éditoriale' },
  pillars: { label: 'Piliers' },
  partners: { label: 'Sites du réseau', one: 'site du réseau', add: 'un site du réseau' },
  disclaimerTitle: { label: 'Titre de l’avis médical' },
  form: { label: 'Formulaire' },
  nameLabel: { label: 'Libellé du nom' },
  emailLabel: { label: 'Libellé du courriel' },
  messageLabel: { label: 'Libellé du message' },
  submitLabel: { label: 'Libellé du bouton d’envoi' },
  help: { label: 'Aide', long: true },
  privacyNotice: { label: 'Avis de collecte', long: true },
  address: { label: 'Adresse' },
  email: { label: 'Courriel' },
  social: { label: 'Réseaux sociaux', one: 'réseau social', add: 'un réseau social' },
  // Tools
  tools: { label: 'Outils', one: 'outil', add: 'un outil' },
  page: { label: 'Page de l’outil' },
  privacy: { label: 'Avis de confidentialité', long: true },
  protocol: { label: 'Protocole' },
  steps: { label: 'Étapes', long: true, one: 'étape', add: 'une étape' },
  sections: { label: 'Sections', one: 'section', add: 'une section' },
  // Site
  name: { label: 'Nom' },
  tagline: { label: 'Slogan' },
  baseUrl: { label: 'Adresse web du site', hint: 'https://, sans barre oblique finale.' },
  foundingYear: { label: 'Année de fondation' },
  editorialAuthor: { label: 'Auteur des textes' },
  defaultImage: { label: 'Image de partage par défaut' },
  defaultImageAlt: { label: 'Description de l’image par défaut' },
  postalAddress: { label: 'Adresse postale' },
  street: { label: 'Rue' },
  city: { label: 'Ville' },
  region: { label: 'Province' },
  postalCode: { label: 'Code postal' },
  country: { label: 'Pays' },
  disclaimer: { label: 'Avis médical', long: true },
  shop: { label: 'Boutique partenaire' },
  phone: { label: 'Téléphone', hint: 'Format 418 555-0142.' },
  operator: { label: 'Exploitant' },
  privacyOfficer: { label: 'Responsable des renseignements personnels' },
  providers: { label: 'Fournisseurs' },
  host: { label: 'Hébergeur' },
  mail: { label: 'Service de courriel' },
  placeholders: { label: 'Valeurs provisoires à remplacer', hint: 'Les champs qui ont encore une valeur provisoire : la construction les signale à chaque fois. Retirez un champ de la liste une fois sa vraie valeur entrée.' },
}

/** A field's path without its list indices: `sources.2.year` → `sources.year`. */
const pathKey = (path: string) =>
  path
    .split('.')
    .filter((part) => part !== '*' && !/^\d+$/.test(part))
    .join('.')

/** What a field is called, found by its path in its file's data (`cta.title`, `sources.2.year`). */
export function fieldLabel(path: string): FieldLabel | undefined {
  const key = pathKey(path)
  return FIELD_LABELS[key] ?? FIELD_LABELS[key.split('.').at(-1) ?? '']
}

/** A field's path as an editor reads it: its labels, an item numbered from 1. `sources.2.year` → « Sources › 3 › Année ». */
export function fieldTitle(path: string): string {
  const parts = path.split('.')
  return parts
    .map((part, index) => (/^\d+$/.test(part) ? String(Number(part) + 1) : (fieldLabel(parts.slice(0, index + 1).join('.'))?.label ?? part)))
    .join(' › ')
}
