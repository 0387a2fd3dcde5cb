import type { ChatPlannerResponse, PlannerEventDetails } from '#shared/contracts/planner.ts';
import {
  composeDescription,
  composeDetails,
  composeTitle,
  missingFields,
  questionFor,
  summarize,
} from './compose.ts';
import {
  categoryOf,
  defaultTime,
  formatShortDay,
  type PlannerDraft,
  type PlannerState,
  zonedIso,
} from './draft.ts';
import { buildPlan } from './plan.ts';
import type { PlannerPorts, TurnContext, TurnResult } from './ports.ts';
import type { Understood } from './understand.ts';
import { understoodOf } from './understood.ts';

const PLAN_VENDOR_LIMIT = 4;

function detailsOf(state: PlannerState): PlannerEventDetails | null {
  return state.draft ? composeDetails(state.draft) : null;
}

async function planOf(draft: PlannerDraft | null, ports: PlannerPorts, ctx: TurnContext) {
  if (!draft) return null;
  const vendors = draft.place
    ? await ports.findVendors({
        lat: draft.place.lat,
        lon: draft.place.lon,
        category: categoryOf(draft),
        limit: PLAN_VENDOR_LIMIT,
      })
    : [];
  return buildPlan(draft, vendors, ctx);
}

/** The turn's answer: the reply with the card and the plan for the state. */
export async function answer(
  state: PlannerState,
  message: string,
  ports: PlannerPorts,
  ctx: TurnContext,
  extra: Partial<ChatPlannerResponse> = {},
): Promise<TurnResult> {
  return {
    state,
    response: {
      message,
      eventDetails: detailsOf(state),
      discoveredEvents: [],
      generateImages: state.draft?.wantsPoster === true,
      createdEvents: [],
      plan: await planOf(state.draft, ports, ctx),
      ...(state.draft ? { understood: understoodOf(state.draft) } : {}),
      ...extra,
    },
  };
}

function ackOf(u: Understood): string {
  const d = u.draft;
  const bits: string[] = [];
  if (u.changed.includes('date') && d.day) bits.push(formatShortDay(d.day));
  if (u.changed.includes('location') && d.place) bits.push(d.place.location);
  if (u.changed.includes('guestCount') && d.guestCount)
    bits.push(`${d.guestCount} ${d.guestNoun ?? 'guests'}`);
  if (u.changed.includes('budget') && d.budget) bits.push(`a $${d.budget.toLocaleString('en-US')} budget`);
  if (u.changed.includes('theme') && d.theme) bits.push(`a ${d.theme} theme`);
  if (bits.length === 0)
    return u.changed.includes('category')
      ? `A ${d.occasion ?? categoryOf(d).toLowerCase()}, lovely!`
      : 'Got it.';
  return `Got it: ${bits.join(', ')}.`;
}

/** Creates the planned event (drawing its poster first when wished) and answers with its link. */
export async function createFromDraft(
  state: PlannerState,
  ports: PlannerPorts,
  ctx: TurnContext,
): Promise<TurnResult> {
  const draft = state.draft!;
  const place = draft.place!;
  const title = composeTitle(draft);
  const description = composeDescription(draft);
  const category = categoryOf(draft);
  const image = draft.wantsPoster ? await ports.drawPoster({ title, description, category }) : null;
  const created = await ports.createEvent({
    title,
    description,
    date: zonedIso(draft.day!, draft.time ?? defaultTime(draft), place.timeZone),
    location: place.location,
    category,
    image,
    ...(draft.admission?.kind === 'paid'
      ? { admission: 'paid' as const, priceMinCents: draft.admission.cents }
      : draft.admission
        ? { admission: 'free' as const }
        : {}),
  });
  const next: PlannerState = {
    draft,
    stage: 'created',
    created: { id: created.id, title: created.title, category, description },
    posterOffered: !image,
  };
  const lines = [
    `Done! **${created.title}** is created: [open the event](${created.url}).`,
    image
      ? 'I drew a poster for it; it is on the event page.'
      : 'Would you like me to make a poster for it? Just say **yes**.',
    `From the event page you can share it with the **Share** button. Below is your plan, with vendors who travel to ${place.city}.`,
  ];
  return answer(next, lines.join('\n\n'), ports, ctx, {
    createdEvents: [created],
    generateImages: image !== null,
  });
}

/** Draws the poster for the event created in this conversation and puts it on the event. */
export async function makePoster(
  state: PlannerState,
  ports: PlannerPorts,
  ctx: TurnContext,
): Promise<TurnResult> {
  const created = state.created!;
  const url = await ports.drawPoster({
    title: created.title,
    description: created.description,
    category: created.category,
  });
  await ports.setEventImage(created.id, url);
  const next: PlannerState = { ...state, posterOffered: false };
  return answer(
    next,
    `Here you go: the poster is on [${created.title}](/events/${created.id}) now.`,
    ports,
    ctx,
    {
      generateImages: true,
    },
  );
}

export async function askOrSummarize(
  u: Understood,
  state: PlannerState,
  ports: PlannerPorts,
  ctx: TurnContext,
) {
  const draft = u.draft;
  const problems: string[] = [];
  if (u.unknownPlace)
    problems.push(
      `I couldn't find "${u.unknownPlace}" on the map. Could you give me the city and state, like "Oakland, CA"?`,
    );
  if (u.pastDate)
    problems.push(
      `${formatShortDay(u.pastDate)}, ${u.pastDate.year} has already passed. Which date did you mean?`,
    );
  if (u.vagueDate)
    problems.push(`Which day ${u.vagueDate === 'then' ? 'exactly' : `in ${u.vagueDate}`} would you like?`);
  const missing = missingFields(draft);
  const next: PlannerState = { ...state, draft, stage: missing.length === 0 ? 'confirming' : 'collecting' };
  if (problems.length > 0) {
    const lead = u.changed.length > 0 ? `${ackOf(u)} ` : '';
    return answer({ ...next, stage: 'collecting' }, `${lead}${problems[0]}`, ports, ctx);
  }
  if (missing.length > 0) {
    return answer(next, `${ackOf(u)} ${questionFor(missing[0]!, draft)}`, ports, ctx);
  }
  const text = [
    "Here's the event so far:",
    summarize(draft),
    'Shall I create it? Say **yes**, or tell me what to change (guests, budget, theme, time...).',
  ].join('\n\n');
  return answer(next, text, ports, ctx);
}
