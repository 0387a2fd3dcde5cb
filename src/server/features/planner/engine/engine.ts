import { readOccasion } from '../../../lib/understanding/planner/occasion.ts';
import { answer, askOrSummarize, createFromDraft, makePoster } from './answer.ts';
import { missingFields, questionFor } from './compose.ts';
import { EMPTY_STATE, type PlannerState } from './draft.ts';
import { findEvents } from './find-events.ts';
import {
  findPosterWish,
  hasHostDetails,
  isAffirmation,
  isFindRequest,
  isGreeting,
  isHelp,
  isRefusal,
  isStartOver,
  isThanks,
  mentionsNearMe,
} from './intents.ts';
import type { PlannerPorts, TurnContext, TurnResult } from './ports.ts';
import { understand } from './understand.ts';

const HELP_TEXT = [
  'Tell me about your party in a sentence or two, for example:',
  "- *Plan my daughter's 8th birthday in San Jose on Dec 12 at 2pm for 20 kids, unicorn theme*",
  '- *A retirement party for my boss in Austin, TX next Friday evening, about fifty people, under $1,500*',
  '- *Find events in Chicago this weekend* or *any concerts near me?*',
  'I keep what you tell me, ask for what is missing (a date and a place), and create the event when you say **yes**. You can correct anything: "actually make it Sunday", "30 guests not 20", "move it to Oakland".',
].join('\n');

/**
 * One turn of the built-in planner: reads the message against what the conversation knows and
 * answers, finding events, asking for what is missing, summing up or creating the event.
 * Deterministic for a given message, state, `now` and port answers.
 */
export async function runBuiltInTurn(
  message: string,
  state: PlannerState,
  ports: PlannerPorts,
  ctx: TurnContext,
): Promise<TurnResult> {
  const lower = message.toLowerCase().trim();
  if (isGreeting(lower)) {
    return answer(
      state,
      `Hi! ${state.draft ? "Let's keep planning." : 'What are we celebrating?'}\n\n${HELP_TEXT}`,
      ports,
      ctx,
    );
  }
  if (isHelp(lower)) return answer(state, HELP_TEXT, ports, ctx);
  if (isThanks(lower)) return answer(state, "You're welcome! Anything else for the party?", ports, ctx);
  if (isStartOver(lower) && lower.split(/\s+/).length <= 6) {
    return answer(
      EMPTY_STATE,
      "Fresh start! What's the next party? Tell me the occasion, date and place.",
      ports,
      ctx,
    );
  }
  // "at a local brewery ... 45 guests" hosts a party; "anything local this weekend" searches.
  if (isFindRequest(lower) || (mentionsNearMe(lower) && !state.draft && !hasHostDetails(lower)))
    return findEvents(message, state, ports, ctx);

  if (state.stage === 'created') {
    if (state.posterOffered && isAffirmation(lower) && findPosterWish(lower) !== false)
      return makePoster(state, ports, ctx);
    if (state.posterOffered && (isRefusal(lower) || findPosterWish(lower) === false)) {
      return answer(
        { ...state, posterOffered: false },
        'No problem, no poster. Anything else I can plan?',
        ports,
        ctx,
      );
    }
    if (state.posterOffered && findPosterWish(lower) === true && !readOccasion(lower))
      return makePoster(state, ports, ctx);
    const fresh = understand(message, null, ctx);
    const isNewParty =
      fresh.changed.includes('category') ||
      (fresh.changed.includes('date') && fresh.changed.includes('location'));
    if (!isNewParty) {
      const created = state.created!;
      return answer(
        state,
        `[${created.title}](/events/${created.id}) is already created; use **Edit** on its page to change it. Or tell me about your next party!`,
        ports,
        ctx,
      );
    }
    return askOrSummarize(fresh, { ...EMPTY_STATE }, ports, ctx);
  }

  const u = understand(message, state.draft, ctx);
  const affirmed = isAffirmation(lower);
  if (u.changed.length === 0 || (u.changed.length === 1 && u.changed[0] === 'poster' && affirmed)) {
    if (state.draft && affirmed) {
      const draft = u.changed.includes('poster') ? u.draft : state.draft;
      const missing = missingFields(draft);
      if (missing.length === 0) return createFromDraft({ ...state, draft }, ports, ctx);
      return answer({ ...state, draft }, `Almost there! ${questionFor(missing[0]!, draft)}`, ports, ctx);
    }
    if (state.draft && isRefusal(lower)) {
      return answer(
        { ...state, stage: 'collecting' },
        'No problem. What would you like to change?',
        ports,
        ctx,
      );
    }
    if (u.unknownPlace || u.pastDate || u.vagueDate) return askOrSummarize(u, state, ports, ctx);
    const hint = state.draft
      ? (() => {
          const missing = missingFields(state.draft);
          return missing.length > 0
            ? questionFor(missing[0]!, state.draft)
            : 'Say **yes** to create the event, or tell me what to change.';
        })()
      : 'Tell me about the party, for example "a birthday in Austin on Dec 12 for 20 kids", or ask me to find events in a city.';
    return answer(state, `Sorry, I didn't understand that. ${hint}`, ports, ctx);
  }
  // "Looks good, make it 25 guests and create it": take the change, then create when nothing is missing.
  if (
    affirmed &&
    /\bcreate\b/.test(lower) &&
    missingFields(u.draft).length === 0 &&
    !u.unknownPlace &&
    !u.pastDate
  ) {
    return createFromDraft({ ...state, draft: u.draft }, ports, ctx);
  }
  return askOrSummarize(u, state, ports, ctx);
}
