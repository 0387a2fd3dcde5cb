// How a message steers the conversation: a go-ahead, a greeting, a search, a poster wish.

/** Whether the message asks for (true) or declines (false) a poster; null when it does not say. */
export function findPosterWish(lower: string): boolean | null {
  if (
    /\b(?:no|without|skip|don'?t\s+(?:need|want))\s+(?:a\s+|the\s+)?(?:poster|flyer|image|picture|artwork)\b/.test(
      lower,
    )
  )
    return false;
  if (
    /\b(?:poster|flyer|event\s+image|cover\s+image|artwork|invitation\s+image|picture\s+for\s+it)\b/.test(
      lower,
    ) ||
    /\b(?:generate|make|create|design|draw)\s+(?:an?\s+|the\s+)?(?:image|picture)\b/.test(lower)
  ) {
    return true;
  }
  return null;
}

/** "yes", "create it", "looks good": a go-ahead. */
export function isAffirmation(lower: string): boolean {
  const text = lower.replace(/[!.?,]+/g, ' ').trim();
  return (
    /^(?:yes|yeah|yea|yep|yup|sure|ok|okay|k|absolutely|definitely|perfect|great|awesome|correct|confirm(?:ed)?|please|do it|go ahead|go for it|let'?s do it|let'?s go|sounds (?:good|great|perfect)|looks (?:good|great|perfect|right)|that'?s (?:right|correct|perfect|it)|all good|ship it|book it|make it so)\b/.test(
      text,
    ) ||
    /\b(?:create (?:it|the event|this event|my event|the party)|create event|looks good|sounds good|go ahead|please do)\b/.test(
      text,
    )
  );
}

/** "no", "not yet", "wait": not a go-ahead. */
export function isRefusal(lower: string): boolean {
  return /^(?:no|nope|nah|not yet|wait|hold on|hang on|don'?t|cancel that)\b/.test(lower.trim());
}

/** "hi", "hello there": a greeting and nothing else. */
export function isGreeting(lower: string): boolean {
  return /^(?:hi|hello|hey|howdy|hiya|yo|good (?:morning|afternoon|evening)|greetings)(?:\s+there)?[\s!.,]*$/.test(
    lower.trim(),
  );
}

export function isThanks(lower: string): boolean {
  return /^(?:thanks|thank you|thx|ty|cheers|great,? thanks|awesome,? thanks)[\s!.,]*(?:so much|a lot)?[\s!.,]*$/.test(
    lower.trim(),
  );
}

export function isHelp(lower: string): boolean {
  return /^(?:help|\?|what can you do|how does this work|what do you do|how do i use this)[\s?!.]*$/.test(
    lower.trim(),
  );
}

const RESET =
  /\b(?:start over|start again|new (?:party|event|plan)|plan (?:a|another) (?:new|different) (?:party|event)|reset)\b/;
const DROP = /\b(?:scratch that|forget (?:it|that)|never ?mind)\b[\s,.!:-]*(.*)$/;
// After "scratch that", a new value corrects the last answer ("scratch that 30 guests", "never mind,
// make it sunday") rather than dropping the plan.
const NEW_VALUE =
  /^(?:\d|(?:a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|a\s+dozen)\b|(?:make|move|change|push|bump)\s+it\b|it'?s\b|its\b)/;

export function isStartOver(lower: string): boolean {
  if (RESET.test(lower)) return true;
  const drop = DROP.exec(lower);
  return drop !== null && !NEW_VALUE.test(drop[1]!.trim());
}

const PLANNING_WORDS =
  /\b(?:plan|planning|throw|throwing|host|hosting|organi[sz]e|organi[sz]ing|create|make|set up|my|our)\b/;
const FIND_WORDS =
  /\b(?:find|show|search|look(?:ing)?\s+for|list|browse|discover|recommend)\b[^.?!]*\b(?:events?|parties|concerts?|festivals?|shows?|things\s+to\s+do|happening|markets?|races?|games?)\b|\bwhat'?s\s+(?:happening|going\s+on|on)\b|\bwhat\s+is\s+(?:happening|going\s+on|on)\b|\bthings\s+to\s+do\b|\b(?:any|are\s+there\s+(?:any)?)\s+[a-z\s]*(?:events?|parties|concerts?|festivals?|shows?|markets?|races?)\b|\bevents?\s+(?:in|near|around)\b/;

const HOST_DETAILS =
  /\bfor\s+\d{2,}\b(?!\s*(?:plus|and\s+up|dollars|bucks))|\bbudget\b|\b\d{1,4}\s+(?:guests|people|ppl|adults|kids|employees)\b/;

/** A headcount or a budget: details of a party the writer hosts, never a search for events. */
export const hasHostDetails = (lower: string) => HOST_DETAILS.test(lower);

/** "find events in Austin", "what's happening this weekend", "any concerts near me". */
export function isFindRequest(lower: string): boolean {
  if (!FIND_WORDS.test(lower)) return false;
  // "plan my party" is planning even when it says "events"; "find events" alone is a search. A
  // headcount or a budget is for a party one hosts: "client event in houston for 100 budget 15k".
  if (hasHostDetails(lower)) return false;
  return !PLANNING_WORDS.test(lower.replace(FIND_WORDS, ' '));
}

export function mentionsNearMe(lower: string): boolean {
  return /\b(?:near\s+me|nearby|around\s+me|around\s+here|close\s+to\s+me|in\s+my\s+area|my\s+city|local(?:ly)?)\b/.test(
    lower,
  );
}
