/**
 * Every word of Decap CMS in French: its own French (decap-cms-locales), corrected and completed where it falls short
 * (words it leaves in English, « Media », typos, « Oops »), as a careful Québec editor writes it. decap-config.test.ts
 * checks that no phrase of its English is left without a French one.
 */
// One language of decap-cms-locales, as an ES module (its main file, for Node, holds them all).
import fr from 'decap-cms-locales/dist/esm/fr/index.js'

type Phrases = { [key: string]: string | Phrases }

/** What this site says instead of, or beyond, Decap's French. */
const CORRECTIONS: Phrases = {
  auth: {
    loggingIn: 'Connexion en cours…',
    loginWithForgejo: 'Se connecter avec Forgejo',
    errors: {
      email: 'Entrez votre adresse courriel.',
      identitySettings:
        'Impossible de lire les réglages d’identité. Avec le service git-gateway, vérifiez que les services Identity et Git Gateway sont activés.',
    },
  },
  app: {
    header: { content: 'Contenu', workflow: 'Flux de travail', media: 'Médias' },
    app: {
      errorHeader: 'Erreur au chargement de la configuration de l’interface de rédaction',
      checkConfigYml: 'Vérifiez le fichier config.yml.',
      loadingConfig: 'Chargement de la configuration…',
      waitingBackend: 'En attente du serveur…',
    },
  },
  collection: {
    collectionTop: {
      newButton: 'Nouveau : %{collectionLabel}',
      newButtonAriaLabel: 'Créer : %{collectionLabel}',
      searchResults: 'Résultats de la recherche de « %{searchTerm} »',
      searchResultsInCollection: 'Résultats de la recherche de « %{searchTerm} » dans %{collection}',
      viewAsList: 'Afficher en liste',
      viewAsGrid: 'Afficher en grille',
    },
    entries: { loadingEntries: 'Chargement des entrées…', cachingEntries: 'Mise en cache des entrées…', unpublishedHeader: 'Entrées non publiées' },
  },
  editor: {
    // The name of a box around each field, read by screen readers: the field's label says the rest.
    editorControl: { field: { optional: 'facultatif', widgetLabel: 'champ' } },
    editorControlPane: {
      widget: {
        required: '« %{fieldLabel} » : champ requis.',
        regexPattern: '« %{fieldLabel} » : %{pattern}.',
        processing: '« %{fieldLabel} » : traitement en cours.',
        range: '« %{fieldLabel} » : de %{minValue} à %{maxValue}.',
        min: '« %{fieldLabel} » : %{minValue} au moins.',
        max: '« %{fieldLabel} » : %{maxValue} au plus.',
        rangeCount: '« %{fieldLabel} » : de %{minCount} à %{maxCount} éléments.',
        rangeCountExact: '« %{fieldLabel} » : exactement %{count} éléments.',
        rangeMin: '« %{fieldLabel} » : au moins %{minCount} éléments.',
        rangeMax: '« %{fieldLabel} » : %{maxCount} éléments au plus.',
        invalidPath: '« %{path} » n’est pas un chemin valide',
        pathExists: 'Le chemin « %{path} » existe déjà',
      },
      i18n: {
        copyFromLocale: 'Remplir à partir d’une autre langue',
        copyFromLocaleConfirm: 'Remplir avec le contenu en %{locale}?\nTout le contenu actuel sera remplacé.',
      },
    },
    editor: {
      onLeavePage: 'Quitter cette page? Les modifications non enregistrées seront perdues.',
      onPublishingNotReady: 'Mettez le statut à « Prêt » avant de publier.',
      loadingEntry: 'Chargement de l’entrée…',
      confirmLoadBackup: 'Une copie de travail de cette entrée a été gardée dans ce navigateur. La reprendre?',
    },
    editorInterface: { toggleNotes: 'Notes' },
    editorNotesPane: {
      title: 'Notes',
      emptyState: 'Aucune note. Ajoutez-en une ci-dessous pour commencer.',
      addNote: 'Ajouter une note',
      addPlaceholder: 'Ajouter une note…',
      editPlaceholder: 'Modifier la note…',
      save: 'Enregistrer',
      cancel: 'Annuler',
      edit: 'Modifier',
      delete: 'Supprimer',
      resolve: 'Marquer comme réglée',
      unresolve: 'Rouvrir',
      confirmDelete: 'Supprimer cette note?',
      shortcut: 'Astuce : Ctrl+Entrée ajoute la note.',
    },
    editorToolbar: {
      publishing: 'Publication…',
      unpublishing: 'Dépublication…',
      deleteUnpublishedChanges: 'Supprimer les modifications non publiées',
      saving: 'Enregistrement…',
      deleting: 'Suppression…',
      updating: 'Mise à jour…',
      status: 'Statut : %{status}',
      backCollection: ' Collection %{collectionLabel}',
      // Shown beside the back arrow, before anything is typed too: what is true of a new entry and of a saved one.
      changesSaved: 'Aucune modification à enregistrer',
      statusInfoTooltipDraft: 'Cette entrée est un brouillon. Pour la soumettre à la révision, mettez son statut à « En révision ».',
      statusInfoTooltipInReview: 'Cette entrée est en révision; rien d’autre n’est à faire, mais vous pouvez encore la modifier.',
      inReview: 'En révision',
    },
    editorWidgets: {
      markdown: {
        strikethrough: 'Barré',
        linkPrompt: 'Adresse web du lien',
        toggleMode: { rich: 'Passer au texte enrichi', markdown: 'Passer au Markdown' },
      },
      image: {
        promptUrl: 'Adresse web de l’image',
        chooseMultiple: 'Choisir des images',
        addMore: 'Ajouter des images',
        removeAll: 'Retirer toutes les images',
        remove: 'Retirer l’image',
      },
      file: {
        promptUrl: 'Adresse web du fichier',
        chooseMultiple: 'Choisir des fichiers',
        addMore: 'Ajouter des fichiers',
        removeAll: 'Retirer tous les fichiers',
        remove: 'Retirer le fichier',
      },
      unknownControl: { noControl: 'Aucun outil de saisie pour le type de champ « %{widget} ».' },
      unknownPreview: { noPreview: 'Aucun aperçu pour le type de champ « %{widget} ».' },
      datetime: { setToNow: '« %{fieldLabel} » : maintenant' },
      object: { expand: 'Déplier', collapse: 'Replier' },
      list: { addType: 'Ajouter : %{item}' },
    },
  },
  mediaLibrary: {
    mediaLibrary: {
      onDelete: 'Supprimer l’élément sélectionné?',
      fileTooLarge: 'Fichier trop volumineux : les envois de plus de %{size} ko sont refusés.',
    },
    mediaLibraryModal: {
      loading: 'Chargement…',
      noAssetsFound: 'Aucun fichier.',
      noImagesFound: 'Aucune image.',
      private: 'Privé',
      mediaAssets: 'Fichiers',
      search: 'Rechercher…',
      uploading: 'Téléversement…',
      upload: 'Téléverser',
      deleting: 'Suppression…',
      deleteSelected: 'Supprimer la sélection',
      chooseSelected: 'Choisir la sélection',
      close: 'Fermer',
    },
  },
  ui: {
    errorBoundary: {
      details: 'Une erreur est survenue. Veuillez ',
      privacyWarning:
        'Le signalement s’ouvre avec le message d’erreur et des données de débogage. Vérifiez-les et retirez tout renseignement personnel avant de l’envoyer.',
      recoveredEntry: { warning: 'Copiez ce texte ailleurs avant de quitter cette page!', copyButtonLabel: 'Copier dans le presse-papiers' },
    },
    settingsDropdown: { account: 'Options du compte' },
    toast: {
      // Decap says this for a missing field only; the site's checks give every refusal the same kind (./checked-widgets.tsx).
      missingRequiredField: 'Enregistrement refusé : corrigez les champs signalés en rouge, puis publiez de nouveau.',
      onFailToPersist: 'Enregistrement refusé : %{details}',
      // Not in Decap: its media library said « Failed to delete media » (patches/decap-cms-core+3.19.1.patch).
      onFailToDeleteMedia: 'Suppression refusée : %{details}',
      onLoggedOut: 'Vous avez été déconnecté. Copiez votre travail ailleurs, puis reconnectez-vous.',
      onBackendDown: 'Le serveur est hors service. Pour en savoir plus : %{details}',
      noteAdded: 'Note ajoutée',
      onFailToAddNote: 'Impossible d’ajouter la note : %{details}',
      noteUpdated: 'Note modifiée',
      onFailToUpdateNote: 'Impossible de modifier la note : %{details}',
      noteDeleted: 'Note supprimée',
      onFailToDeleteNote: 'Impossible de supprimer la note : %{details}',
      noteResolved: 'Note réglée',
      noteReopened: 'Note rouverte',
      onFailToToggleNote: 'Impossible de changer l’état de la note : %{details}',
    },
  },
  workflow: {
    workflow: { loading: 'Chargement des entrées du flux de travail…', workflowHeading: 'Flux de travail', dateFormat: 'D MMMM' },
    workflowCard: { deleteChanges: 'Supprimer les modifications' },
    workflowList: { inReviewHeader: 'En révision' },
  },
}

/** Decap's phrases with the corrections, every apostrophe typographic (l’entrée, not l'entrée). */
function merged(base: Phrases, corrections: Phrases): Phrases {
  const result: Phrases = {}
  for (const [key, value] of Object.entries(base)) result[key] = typeof value === 'string' ? value.replace(/'/g, '’') : value
  for (const [key, value] of Object.entries(corrections)) {
    const inBase = result[key]
    result[key] = typeof value === 'object' && typeof inBase === 'object' ? merged(inBase, value) : value
  }
  return result
}

export const FRENCH: Phrases = merged(fr, CORRECTIONS)
