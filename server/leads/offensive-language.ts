import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity'

// Nothing a visitor sends is ever shown on the public site, so no lead is
// refused for its words: a word list also matches real names ("Dick Johnson",
// "Sue Cummings"), streets ("Hooker St") and numbers (455, 4550-4559, 7117…).
// The list only flags a lead for staff, and only from the free text the
// visitor wrote as a message; never from names, addresses, phones or numbers
// (docs/decisions/0078-no-lead-refused-for-its-words.md).

const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers })

/** Whether any of these free texts may contain offensive language (a flag for staff, never a refusal). */
export const mayBeOffensive = (...texts: Array<string | undefined>): boolean => texts.some((t) => Boolean(t) && matcher.hasMatch(t!))
