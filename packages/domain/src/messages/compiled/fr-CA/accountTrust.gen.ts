// Compiled from src/messages/catalogue/accountTrust.ts by scripts/compile-messages.ts: do not edit.
export const fr = {
  "deleteWhileSuspendedUntil": (a: { "until": string | number }): string => `Votre compte est suspendu jusqu’au ${a.until}. Vous pourrez le supprimer une fois la suspension terminée.`,
  "deleteWhileSuspendedForGood": (): string => `Votre compte est suspendu pour une durée indéterminée : il ne peut pas être supprimé tant que dure la suspension.`,
  "casesChoiceRequired": (): string => `Choisissez si vos dossiers sont supprimés aussi ou restent en ligne anonymement.`,
  "currentPasswordRequired": (): string => `Entrez votre mot de passe actuel pour confirmer ce changement.`,
  "undoEmailTaken": (): string => `Cette adresse courriel est maintenant utilisée par un autre compte ; elle n’a donc pas pu être rétablie. Réinitialisez plutôt votre mot de passe à partir de l’adresse en vigueur.`,
  "passwordChanged": (): string => `Votre mot de passe a été changé. Toutes vos autres sessions ont été fermées.`,
  "emailChangeUndone": (): string => `Votre adresse courriel a été rétablie et votre nouveau mot de passe est enregistré. Toutes les autres sessions ont pris fin.`,
  "caseArchived": (a: { "years": string | number }): string => `Ce dossier a été archivé : il n’avait pas été mis à jour depuis ${a.years} ans.`,
} satisfies Record<keyof typeof import('../en/accountTrust.gen.js').en, unknown>;
