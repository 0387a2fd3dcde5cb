// Relations as people write them, each to one word the labels use ("mom" and "mum" are "mother").
const RELATION_SYNONYMS: Readonly<Record<string, string>> = {
  mom: 'mother',
  mum: 'mother',
  mama: 'mother',
  dad: 'father',
  papa: 'father',
  grandma: 'grandmother',
  nana: 'grandmother',
  abuela: 'grandmother',
  grandpa: 'grandfather',
  abuelo: 'grandfather',
  bff: 'best friend',
  bestie: 'best friend',
  hubby: 'husband',
  wifey: 'wife',
  gf: 'girlfriend',
  bf: 'boyfriend',
  fiancee: 'fiance',
  fiancé: 'fiance',
  fiancée: 'fiance',
  colleague: 'coworker',
  'co-worker': 'coworker',
  child: 'kid',
  kids: 'kid',
  children: 'kid',
  'little one': 'kid',
};

/** A relation as the labels write it: "mom" and "mum" are "mother"; an unknown one as given. */
export const canonicalRelation = (r: string | null) => (r === null ? null : (RELATION_SYNONYMS[r] ?? r));
