import { describe, expect, it } from 'vitest';
import { loadCorpus } from './corpus/corpus.ts';
import { readPartySetting, SETTING_WORDS } from './planner-setting.ts';

describe('readPartySetting', () => {
  it.each([
    ['super bowl party at my place in philly for a dozen friends', 'home', 'home', 'at my place'],
    ['christmas party at my apt in nyc dec 20', 'home', 'apartment', 'at my apt'],
    ['Super Bowl Sunday party at my apartment in KC', 'home', 'apartment', 'at my apartment'],
    ['4th of july bbq in my backyard in plano', 'home', 'backyard', 'backyard'],
    ['new years eve party at my house in phoenix', 'home', 'house', 'at my house'],
    ['world cup watch party at home in la for 20', 'home', 'home', 'at home'],
    ['rehearsal dinner at an italian restaurant in boston', 'venue', 'restaurant', 'restaurant'],
    ['quince at a banquet hall in san antonio', 'venue', 'hall', 'banquet hall'],
    ['company holiday party at a venue in atlanta', 'venue', 'venue', 'venue'],
    ['bday for my gf at a rooftop in nyc', 'venue', 'rooftop', 'rooftop'],
    ['my sons 3rd birthday party at the park in 60614', 'venue', 'park', 'at the park'],
    ['superbowl party at a bar downtown kc', 'venue', 'bar', 'at a bar'],
    ['rehearsal dinner at a local brewery in fort collins', 'venue', 'brewery', 'at a local brewery'],
    ['bridal shower at a vineyard in temecula', 'venue', 'winery', 'at a vineyard'],
  ])('reads "%s" as %s (%s) from its words', (text, kind, place, words) => {
    const reading = readPartySetting(text);
    expect(reading?.value).toEqual({ kind, place });
    expect(text.slice(reading!.start, reading!.end).toLowerCase()).toBe(words);
  });

  it('reads nothing where the words do not say where', () => {
    expect(readPartySetting('bar mitzvah for my son ethan in scarsdale ny 150 guests')).toBeNull();
    expect(readPartySetting('house warming party in denver for 20 tomorrow')).toBeNull();
    expect(readPartySetting('birthday in Austin on Dec 12 for 20 kids')).toBeNull();
  });

  it('takes the first place named', () => {
    expect(readPartySetting('dinner at a restaurant then drinks at my place')?.value.kind).toBe('venue');
  });

  it('backs every word with at least three differently worded planner requests', () => {
    const corpus = loadCorpus();
    const lines = [
      ...corpus.plannerOneLiners.map((item) => item.text),
      ...corpus.plannerConversations.map((item) => item.turns.join(' ')),
    ].map((text) => text.toLowerCase());
    const thin = SETTING_WORDS.filter((word) => {
      const backing = new Set(lines.filter((line) => word.pattern.test(line)));
      return backing.size < 3;
    }).map((word) => String(word.pattern));
    expect(thin).toEqual([]);
  });
});
