import type { Catalogue } from '../../../i18n/catalogue-entry.js';

// The About and FAQ pages' prose (issue 49: no text a person reads outside the catalogue), in a
// catalogue of its own so that only those two pages load it. English is what the pages showed.

export const UI_INFO_CATALOGUE = {
  aboutLead: {
    en: "Forewarn is a community registry where people warn each other about dishonest or difficult customers and traders: clients who don't pay, and tradespeople who take a deposit and fail to deliver. Signed-in members lodge cases; anyone can search by phone number, email, postcode or business number. The aim is that wrongdoers make amends, and then come off the list.",
    fr: 'Forewarn est un registre communautaire où les gens s’avertissent les uns les autres au sujet de clients et de gens de métier malhonnêtes ou difficiles : des clients qui ne paient pas, et des gens de métier qui prennent un acompte sans faire le travail. Les membres connectés déposent des dossiers ; tout le monde peut chercher par numéro de téléphone, courriel, code postal ou numéro d’entreprise. Le but : que les fautifs réparent leurs torts, puis sortent de la liste.',
    description: 'About page: the paragraph under the title.',
  },
  scenariosHeading: {
    en: 'How people use it',
    fr: 'Comment les gens l’utilisent',
    description: 'About page: heading of the three stories.',
  },
  scenario1Title: {
    en: 'The deposit that vanished',
    fr: 'L’acompte envolé',
    description: 'About page: title of the first story.',
  },
  scenario1Text: {
    en: 'A family pays a builder a deposit to start on a bathroom. The start date passes, then another, and the builder stops answering. Before the next family hands over money, they search his number and read what happened.',
    fr: 'Une famille verse un acompte à un entrepreneur pour rénover sa salle de bain. La date de début passe, puis une autre, et l’entrepreneur ne répond plus. Avant de remettre de l’argent, la famille suivante cherche son numéro et lit ce qui s’est passé.',
    description: 'About page: the first story.',
  },
  scenario2Title: {
    en: 'The client who never pays',
    fr: 'Le client qui ne paie jamais',
    description: 'About page: title of the second story.',
  },
  scenario2Text: {
    en: 'A cleaner finishes a week of work for a new client, who then disputes every invoice and blocks her number. Another cleaner, offered a job at the same address, searches the email first.',
    fr: 'Une préposée à l’entretien termine une semaine de travail pour un nouveau client, qui conteste ensuite chaque facture et bloque son numéro. Une autre, à qui on offre un contrat à la même adresse, cherche d’abord le courriel.',
    description: 'About page: the second story.',
  },
  scenario3Title: {
    en: 'The job that keeps growing',
    fr: 'Le contrat qui ne cesse de grossir',
    description: 'About page: title of the third story.',
  },
  scenario3Text: {
    en: 'An electrician quotes for a job, and the customer adds work on site, then refuses to pay for any of it. Lodging the case warns other trades, and gives the customer a reason to settle.',
    fr: 'Un électricien fait une soumission pour un contrat, et le client ajoute des travaux sur place, puis refuse de payer quoi que ce soit. Déposer le dossier avertit les autres gens de métier et donne au client une raison de régler.',
    description: 'About page: the third story.',
  },
  benefitsHeading: {
    en: 'Why it matters',
    fr: 'Pourquoi c’est important',
    description: 'About page: heading of the three reasons.',
  },
  benefit1Title: {
    en: 'Warn others.',
    fr: 'Avertir les autres.',
    description: 'About page: bold start of the first reason.',
  },
  benefit1Text: {
    en: "One person's bad experience can save the next person their deposit, their wages or their time.",
    fr: 'La mauvaise expérience d’une personne peut épargner à la suivante son acompte, son salaire ou son temps.',
    description: 'About page: the first reason, after its bold start.',
  },
  benefit2Title: {
    en: 'Encourage accountability.',
    fr: 'Encourager la responsabilité.',
    description: 'About page: bold start of the second reason.',
  },
  benefit2Text: {
    en: 'A public record gives people a reason to pay what they owe and finish what they started. When they make amends, the case can be marked resolved and leaves the search results.',
    fr: 'Un registre public donne aux gens une raison de payer ce qu’ils doivent et de finir ce qu’ils ont commencé. Quand ils réparent leurs torts, le dossier peut être marqué comme réglé et sort des résultats de recherche.',
    description: 'About page: the second reason, after its bold start.',
  },
  benefit3Title: {
    en: 'Empower consumers and workers.',
    fr: 'Donner du pouvoir aux consommateurs et aux travailleurs.',
    description: 'About page: bold start of the third reason.',
  },
  benefit3Text: {
    en: 'Customers, tradespeople and small businesses can check before they commit, instead of finding out the hard way.',
    fr: 'Les clients, les gens de métier et les petites entreprises peuvent vérifier avant de s’engager, plutôt que de l’apprendre à leurs dépens.',
    description: 'About page: the third reason, after its bold start.',
  },
  defamationHeading: {
    en: 'Telling the truth, and defamation',
    fr: 'Dire la vérité, et la diffamation',
    description: 'About page: heading of the section on defamation.',
  },
  defamationLead: {
    en: 'Lodge only what happened to you, as it happened. In the countries Forewarn serves, the law of defamation broadly works like this:',
    fr: 'Ne déposez que ce qui vous est arrivé, tel que c’est arrivé. Dans les pays que Forewarn sert, le droit de la diffamation fonctionne en gros ainsi :',
    description: 'About page: the defamation section’s first paragraph.',
  },
  truth1Title: {
    en: 'Truth is a defence.',
    fr: 'La vérité est un moyen de défense.',
    description: 'About page: bold start of the first rule of defamation law.',
  },
  truth1Text: {
    en: 'A statement that is true is not defamatory, however unwelcome it is to the person it is about.',
    fr: 'Une affirmation vraie n’est pas diffamatoire, même si elle déplaît à la personne qu’elle concerne.',
    description: 'About page: the first rule, after its bold start.',
  },
  truth2Title: {
    en: 'Substantial truth is enough.',
    fr: 'La vérité pour l’essentiel suffit.',
    description: 'About page: bold start of the second rule.',
  },
  truth2Text: {
    en: 'A minor slip in a detail does not defeat the defence, provided the sting of what you said is true.',
    fr: 'Une petite erreur de détail ne fait pas tomber la défense, pourvu que l’essentiel de ce que vous avez dit soit vrai.',
    description: 'About page: the second rule, after its bold start.',
  },
  truth3Title: {
    en: 'The claimant must prove falsity.',
    fr: 'La partie plaignante doit prouver la fausseté.',
    description: 'About page: bold start of the third rule.',
  },
  truth3Text: {
    en: 'Where this rule applies (in the USA, for example), the person complaining has to show that what was said is false. In Australia, the UK, Ireland, Canada and New Zealand the burden usually falls the other way, and the person who published it must show that it is true. Either way, keep your invoices, messages and photos.',
    fr: 'Là où cette règle s’applique (aux États-Unis, par exemple), la personne qui se plaint doit montrer que ce qui a été dit est faux. En Australie, au Royaume-Uni, en Irlande, au Canada et en Nouvelle-Zélande, le fardeau pèse généralement dans l’autre sens, et la personne qui a publié doit montrer que c’est vrai. Dans tous les cas, gardez vos factures, vos messages et vos photos.',
    description: 'About page: the third rule, after its bold start.',
  },
  factsBefore: {
    en: 'Stick to facts you can back up, leave out insults and guesses, and never publish a home address or other private details: Forewarn masks names, numbers and emails, and its',
    fr: 'Tenez-vous-en aux faits que vous pouvez prouver, laissez de côté les insultes et les suppositions, et ne publiez jamais une adresse personnelle ou d’autres renseignements privés : Forewarn masque les noms, les numéros et les courriels, et sa',
    description:
      'About page: the paragraph before the link to the FAQ (the link and factsAfter follow).',
  },
  factsLink: {
    en: 'FAQ',
    fr: 'FAQ',
    description: 'About page: the link to the FAQ inside a sentence.',
  },
  factsAfter: {
    en: 'explains more.',
    fr: 'en dit plus.',
    description: 'About page: the end of the sentence after the link to the FAQ.',
  },
  aboutDisclaimer: {
    en: 'This is general information, not legal advice. Defamation law differs between Australia, the USA, Canada, the UK, New Zealand and Ireland, and between states and provinces within them. If you are unsure, speak to a lawyer before you lodge a case.',
    fr: 'Ceci est de l’information générale, pas un avis juridique. Le droit de la diffamation diffère entre l’Australie, les États-Unis, le Canada, le Royaume-Uni, la Nouvelle-Zélande et l’Irlande, et entre leurs États et leurs provinces. En cas de doute, consultez une ou un juriste avant de déposer un dossier.',
    description: 'About page: the boxed note at the end.',
  },
  truthQuestion: {
    en: 'Is truth a defence to defamation',
    fr: 'La vérité est-elle un moyen de défense contre la diffamation ?',
    description: 'FAQ: the first question (the spec’s words, without a question mark).',
  },
  truthAnswer1: {
    en: 'Yes. In Australia, the USA, Canada, the UK, New Zealand and Ireland, truth (called justification in some places) is a complete defence: you cannot be held liable for defaming someone by saying something true about them.',
    fr: 'Oui. En Australie, aux États-Unis, au Canada, au Royaume-Uni, en Nouvelle-Zélande et en Irlande, la vérité (appelée justification à certains endroits) est une défense complète : on ne peut pas vous tenir responsable de diffamation pour avoir dit quelque chose de vrai sur une personne.',
    description: 'FAQ: first paragraph of the answer on truth.',
  },
  truthAnswer2: {
    en: 'You do not have to prove every word. It is enough that what you said is substantially true: that its main point, its sting, is accurate, even if a small detail is wrong. Depending on where you are, either the person complaining must prove that what you said is false (as in the USA) or you must be able to show that it is true (as in Australia and the UK). Either way, the safest cases are the ones you can back up with invoices, quotes, messages and photos.',
    fr: 'Vous n’avez pas à prouver chaque mot. Il suffit que ce que vous avez dit soit vrai pour l’essentiel : que son point principal, ce qui blesse, soit exact, même si un petit détail est faux. Selon l’endroit où vous êtes, soit la personne qui se plaint doit prouver que ce que vous avez dit est faux (comme aux États-Unis), soit vous devez pouvoir montrer que c’est vrai (comme en Australie et au Royaume-Uni). Dans tous les cas, les dossiers les plus sûrs sont ceux que vous pouvez appuyer par des factures, des soumissions, des messages et des photos.',
    description: 'FAQ: second paragraph of the answer on truth.',
  },
  truthAnswer3: {
    en: 'Describe what happened rather than what you think of the person. "Paid a $400 deposit on 3 March; no work was done and calls have gone unanswered since" is a fact you can show. "A crook and a thief" is an opinion that invites a dispute.',
    fr: 'Décrivez ce qui s’est passé plutôt que ce que vous pensez de la personne. « Acompte de 400 $ versé le 3 mars ; aucun travail fait et appels sans réponse depuis » est un fait que vous pouvez montrer. « Un escroc et un voleur » est une opinion qui appelle une contestation.',
    description: 'FAQ: third paragraph of the answer on truth (a fact against an opinion).',
  },
  faqDisclaimer: {
    en: 'This is general information, not legal advice, and the law varies by country, state and province. If you are unsure, speak to a lawyer before you lodge a case.',
    fr: 'Ceci est de l’information générale, pas un avis juridique, et le droit varie selon le pays, l’État et la province. En cas de doute, consultez une ou un juriste avant de déposer un dossier.',
    description: 'FAQ: the boxed note under the answer on truth.',
  },
  emailQuestion: {
    en: 'Why do I need a verified email to lodge or report a case?',
    fr: 'Pourquoi faut-il un courriel vérifié pour déposer ou signaler un dossier ?',
    description: 'FAQ: the second question.',
  },
  emailAnswer: {
    en: 'Lodging a case and reporting one need an account whose email address you have confirmed by opening the link we email you when you sign up. Forewarn names people, and the limits on how many cases one person may lodge only mean something if each account belongs to a real person. If the link has expired, ask for a new one on My Account.',
    fr: 'Pour déposer un dossier ou en signaler un, il faut un compte dont vous avez confirmé l’adresse courriel en ouvrant le lien que nous vous envoyons à l’inscription. Forewarn nomme des personnes, et les limites sur le nombre de dossiers qu’une personne peut déposer n’ont de sens que si chaque compte appartient à une vraie personne. Si le lien a expiré, demandez-en un nouveau dans Mon compte.',
    description: 'FAQ: the answer on the verified email.',
  },
  doxingQuestion: {
    en: 'What Is Doxing?',
    fr: 'Qu’est-ce que la divulgation de données personnelles (doxing) ?',
    description: 'FAQ: the third question (the spec’s words).',
  },
  doxingAnswer1: {
    en: "Doxing is publishing someone's private or identifying information, such as their home address, personal phone number, workplace, family members' details or photos of their home, so that others can find, harass or intimidate them. In several countries it is a crime, and everywhere it can put people in danger.",
    fr: 'Le doxing, c’est publier les renseignements privés ou identificatoires d’une personne, comme son adresse personnelle, son numéro de téléphone personnel, son lieu de travail, des renseignements sur sa famille ou des photos de sa maison, pour que d’autres puissent la trouver, la harceler ou l’intimider. Dans plusieurs pays, c’est un crime, et partout, cela peut mettre des gens en danger.',
    description: 'FAQ: first paragraph of the answer on doxing.',
  },
  doxingAnswer2: {
    en: 'Forewarn is built to warn people, not to expose them:',
    fr: 'Forewarn est conçu pour avertir les gens, pas pour les exposer :',
    description: 'FAQ: before the three points on doxing.',
  },
  doxingPoint1: {
    en: 'Names, phone numbers, emails, addresses and business numbers are shown masked to everyone. Searching needs the exact number or email you already have; there is no search by name.',
    fr: 'Les noms, numéros de téléphone, courriels, adresses et numéros d’entreprise sont masqués pour tout le monde. Pour chercher, il faut le numéro ou le courriel exact que vous avez déjà ; on ne peut pas chercher par nom.',
    description: 'FAQ: the first point on doxing.',
  },
  doxingPoint2: {
    en: "Do not publish a home address, or anyone's family, health, or other private details, in a case, a response or an image. Cases that do are removed by our moderators.",
    fr: 'Ne publiez pas d’adresse personnelle, ni de renseignements sur la famille, la santé ou la vie privée de qui que ce soit, dans un dossier, une réponse ou une image. L’équipe de modération retire les dossiers qui le font.',
    description: 'FAQ: the second point on doxing.',
  },
  doxingPoint3: {
    en: 'Keep to the dealings you had with the person or business: what was agreed, what was paid, and what happened.',
    fr: 'Tenez-vous-en à vos rapports avec la personne ou l’entreprise : ce qui a été convenu, ce qui a été payé et ce qui s’est passé.',
    description: 'FAQ: the third point on doxing.',
  },
  doxingAnswer3: {
    en: 'If you see a case that crosses the line, use Report Case on its page and a moderator will look at it.',
    fr: 'Si vous voyez un dossier qui dépasse les bornes, utilisez « Signaler le dossier » sur sa page, et l’équipe de modération l’examinera.',
    description: 'FAQ: the last paragraph of the answer on doxing.',
  },
} satisfies Catalogue;
