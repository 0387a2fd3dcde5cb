/*
 * Shorthand people in the US type for words the readers know, spelled out before anything reads the
 * text. Data, not rules: each entry is a common texting or social-media shortening (the source
 * noted beside it) and is backed by at least three differently worded lines of the corpus's
 * development part (quoted). Matched as whole words, lower case; the case of the rest is kept.
 */
export const SHORTHAND: ReadonlyArray<readonly [typed: string, meant: string]> = [
  // Texting shorthand for birthday: "bday parties in austin this weekend", "bday brunch spots atl
  // sunday", "b-day party for kids sunday in plano" (and 50 more).
  ['bday', 'birthday'],
  ['b-day', 'birthday'],
  ['bdays', 'birthdays'],
  // "Xmas" for Christmas, in dictionaries since the 1500s: "xmas markets chicago", "office xmas party
  // venues in midtown nyc", "xmas day events open in boston".
  ['xmas', 'christmas'],
  // Texting shorthand for tomorrow: "ice skating in boston tmrw", "pickup soccer near me tmrw",
  // "nearby festivals tmrw".
  ['tmrw', 'tomorrow'],
  ['tmr', 'tomorrow'],
  ['2morrow', 'tomorrow'],
  // Texting shorthand for weekend: "concerts in nashville next wknd", "htown events this wknd",
  // "apple picking near me this wknd".
  ['wknd', 'weekend'],
  ['wkend', 'weekend'],
  // Texting shorthand for week: "kwanzaa festival in philly this wk", "karaoke next wk in tampa",
  // "comedy clubs this wk in minneapolis", "where to go dancing in a couple wks in austin".
  ['wk', 'week'],
  ['wks', 'weeks'],
  // Texting shorthand for "right now", read as now (today): "live music near me rn", "anything fun
  // going on rn in dallas", "happy hours near me rn".
  ['rn', 'now'],
  // Informal spellings of tonight: "whats going on tonite in vegas", "bday dinner tonite in houston",
  // "anything goin on 2nite in austin", "concerts in nyc 2nite".
  ['tonite', 'tonight'],
  ['2nite', 'tonight'],
  // Wedding-party slang for a bachelor or bachelorette party: "bach party ideas nashville", "bach
  // party for my best friend in nashville 10 girls", "bach weekend in nashville for my sister".
  ['bach', 'bachelorette'],
  // Short for quinceañera in Mexican-American usage: "quince party halls houston", "cater for a
  // quince in houston", "dancers for a quince in el paso".
  ['quince', 'quinceanera'],
];
