import { toast } from '../ui/feedback/toast-store'

/** Copies a text and says so in a toast: the default variant when it worked, the destructive one when it did not. */
export async function copyWithToast(text: string, done: { title: string; description?: string }) {
  try {
    await navigator.clipboard.writeText(text)
    toast(done)
  } catch {
    toast({
      variant: 'destructive',
      title: 'La copie n’a pas fonctionné',
      description: 'Votre navigateur a refusé l’accès au presse-papiers. Sélectionnez le texte et copiez-le vous-même.',
    })
  }
}
