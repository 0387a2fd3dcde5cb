import { describe, expect, it } from 'vitest';
import { readAge } from './age.ts';
import { readBudget } from './budget.ts';
import { readGuests } from './guests.ts';
import { readHonoree } from './honoree.ts';
import { readOccasion } from './occasion.ts';
import { readTheme } from './theme.ts';
import { readTime } from './time.ts';

const noPlace = () => false;
const honoree = (text: string) => readHonoree(text, noPlace)?.value ?? null;
const theme = (text: string) => readTheme(text)?.value ?? null;

describe('honoree', () => {
  it('never takes a contraction typed without its apostrophe for a name', () => {
    expect(honoree('retirement party for my dad hes turning 65')).toEqual({ name: null, relation: 'father' });
    expect(honoree('my mom shes turning 70 in may')).toEqual({ name: null, relation: 'mother' });
    expect(honoree('for my son its his 8th')).toEqual({ name: null, relation: 'son' });
  });

  it('names a relation by marriage whole, however it is typed', () => {
    expect(honoree('baby shower for my sister in law in atlanta')).toEqual({
      name: null,
      relation: 'sister-in-law',
    });
    expect(honoree('surprise 60th for my mother-in-law linda')).toEqual({
      name: 'Linda',
      relation: 'mother-in-law',
    });
    expect(honoree('my brother in laws 40th in reno')?.relation).toBe('brother-in-law');
  });

  it('reads "for a coworker" as whom the party is for', () => {
    expect(honoree('going away party for a coworker at the lounge')).toEqual({
      name: null,
      relation: 'coworker',
    });
    expect(honoree('party for a dozen friends')).toBeNull();
  });

  it('names both children of a joint party', () => {
    expect(honoree('bday party for my twins jake and emma turning 4')).toEqual({
      name: 'Jake and Emma',
      relation: 'twins',
    });
    expect(honoree('party for my son max and his friends')).toEqual({ name: 'Max', relation: 'son' });
  });
});

describe('honoree, as typed in a hurry', () => {
  it('reads a possessive typed without its apostrophe before what is celebrated', () => {
    expect(honoree('my cousins 18th bday at a trampoline park')?.relation).toBe('cousin');
    expect(honoree('party for my nephews 1st bday at a park')?.relation).toBe('nephew');
    expect(honoree('princess party for my granddaughters 6th')?.relation).toBe('granddaughter');
    expect(honoree('game night with 20 of my friends')).toBeNull();
  });

  it('reads a first name after a family title said without "my"', () => {
    expect(honoree('75th birthday for grandpa joe in boca')).toEqual({
      name: 'Joe',
      relation: 'grandfather',
    });
  });

  it('never takes an occasion or a theme word for a name, nor a baby shower for a baby', () => {
    expect(honoree('party for my gfs promotion tmrw night')).toEqual({ name: null, relation: 'girlfriend' });
    expect(honoree('baby shower for my daughter in law safari theme')).toEqual({
      name: null,
      relation: 'daughter-in-law',
    });
    expect(honoree('my baby shower, woodland theme, 30 guests')).toBeNull();
  });
});

describe('age, time and count, as typed in a hurry', () => {
  it('reads an ordinal before a weekday as a day, not an age, and an anniversary typo as one', () => {
    expect(readAge('office party first friday in december')).toBeNull();
    expect(readAge('baby shower 2nd sunday in april')).toBeNull();
    expect(readAge('my parents 40th aniversary dinner')).toBeNull();
    expect(readAge('first bday for our son')?.value).toBe(1);
  });

  it('reads a bare hour before a comma, but not a number with a comma in it', () => {
    expect(readTime('this sunday at 3, 10 boys')?.value.start).toEqual({ hour: 15, minute: 0 });
    expect(readTime('brunch at 11, maybe 25 ladies')?.value.start).toEqual({ hour: 11, minute: 0 });
    expect(readTime('budget at 3,000')).toBeNull();
  });

  it('counts a half dozen, a count before the theme, and a rough count ending the message', () => {
    expect(readGuests('dinner for a half dozen friends')?.value.count).toBe(6);
    expect(readGuests('mardi gras party for 40 masquerade theme')?.value.count).toBe(40);
    expect(readGuests('farewell party at a brewery in boulder 35ish')?.value.count).toBe(35);
    expect(readGuests('party at 10ish')).toBeNull();
  });
});

describe('theme', () => {
  it("reads a party's colors as its theme", () => {
    expect(theme('baby shower brunch, 25 ladies, pink and gold theme')).toBe('pink and gold');
    expect(theme('navy, silver and white party for his 50th')).toBe('navy, silver and white');
    expect(theme('rose gold and blush bridal shower')).toBe('rose gold and blush');
    expect(theme('blue and gold grad party')).toBe('blue and gold');
    expect(theme('dinner and drinks party')).toBeNull();
    expect(theme('black n gold themed 40th')).toBe('black n gold');
  });

  it("reads a child's passion as the theme when parties are themed on it", () => {
    expect(theme('my sons 6th bday, hes obsessed with dinosaurs')).toBe('dinosaur');
    expect(theme('she loves unicorns, turning 5')).toBe('unicorn');
    expect(theme('he is really into pokemon')).toBe('pokemon');
    expect(theme('my husband loves cooking')).toBeNull();
  });
});

describe('guests', () => {
  it('reads "N of us" as the headcount', () => {
    expect(readGuests('superbowl party at a bar for 20 of us')?.value.count).toBe(20);
    expect(readGuests("there'll be 8 of us")?.value.count).toBe(8);
  });

  it('reads a plural compromise takes for a verb, right after the number, as people', () => {
    expect(readGuests('offsite near boulder, 25 engineers, 15k budget')?.value.count).toBe(25);
    expect(readGuests('thank you lunch for 40 volunteers')?.value.count).toBe(40);
    expect(readGuests('we need 12 tables')).toBeNull();
  });
});

describe('honoree, not a word after the relation', () => {
  it('takes no dictionary word and no word after a group for a name', () => {
    expect(honoree('what would a grad party for my daughter cost for 80 people')).toEqual({
      name: null,
      relation: 'daughter',
    });
    expect(honoree('team offsite in park city for 12')).toEqual({ name: null, relation: 'team' });
    expect(honoree('first bday for my son leo')).toEqual({ name: 'Leo', relation: 'son' });
  });
});

describe('budget', () => {
  it('takes the top of a range of sums', () => {
    expect(readBudget('80 guests, may 2027, budget 10-12k')?.value).toBe(12_000);
    expect(readBudget('spend $800 to $1,000')?.value).toBe(1000);
    expect(readBudget('$2,000-$2,500 for 40 ppl')?.value).toBe(2500);
  });

  it('reads a sum before "max" or "tops" as the ceiling, a headcount after "for" not', () => {
    expect(readBudget('turning 35, napa, 3000 max, sometime in feb')?.value).toBe(3000);
    expect(readBudget('spend 500 tops')?.value).toBe(500);
    expect(readBudget('for 150 max')).toBeNull();
    expect(readBudget('40 people max')).toBeNull();
  });

  it('leaves ranges of people and ages alone', () => {
    expect(readBudget('for 20-25 people budget 500')?.value).toBe(500);
    expect(readBudget('ages 5-7 budget 300')?.value).toBe(300);
    expect(readBudget('maybe 25-30 people')).toBeNull();
  });
});

describe('occasion', () => {
  it('reads a wedding anniversary as an anniversary party', () => {
    expect(readOccasion('our 25th wedding anniversary in charleston')?.value.label).toBe('anniversary party');
    expect(readOccasion('wedding reception for 120')?.value.label).toBe('wedding');
  });

  it('tells a rehearsal dinner from an engagement party, and a company party by its season', () => {
    expect(readOccasion('rehearsal dinner at a local brewery')?.value.label).toBe('rehearsal dinner');
    expect(readOccasion('company summer party at a winery')?.value.category).toBe('Corporate');
    expect(readOccasion('office annual picnic')?.value.category).toBe('Corporate');
  });
});

describe('what is not a name or a town', () => {
  it('never takes a holiday for a name', () => {
    expect(honoree('masquerade party for nye in new orleans 100 guests')).toBeNull();
    expect(honoree('ugly sweater party for xmas')).toBeNull();
  });
});

describe('more of what hosts type', () => {
  it('reads noonish, after school and after work as times of day', () => {
    expect(readTime('potluck at the office on the 15th, noonish')?.value.start).toEqual({
      hour: 12,
      minute: 0,
    });
    expect(readTime('sleepover friday after school, 8 girls')?.value.start).toEqual({ hour: 15, minute: 0 });
    expect(readTime('after-school halloween party for the troop')?.value.start).toEqual({
      hour: 15,
      minute: 0,
    });
    expect(readTime('retirement party friday after work')?.value.start).toEqual({ hour: 18, minute: 0 });
  });

  it('reads a first communion as a family party, not a first birthday', () => {
    expect(readOccasion('first communion lunch for my son mateo')?.value.category).toBe('Social');
    expect(readAge('first communion lunch for my son mateo')).toBeNull();
  });

  it("reads a name's possessive typed without its apostrophe, and whose house is no honoree", () => {
    expect(honoree('its for my daughter lilys 7th birthday')).toEqual({ name: 'Lily', relation: 'daughter' });
    expect(honoree('thanksgiving dinner for 18 at my moms house')).toBeNull();
    expect(honoree("reunion for my dad's side of the family")).toBeNull();
  });

  it('reads a tab or a sum one can spend as the budget', () => {
    expect(readBudget('at a brewery, 20ish friends, tab up to 800')?.value).toBe(800);
    expect(readBudget('team lunch in sf, can spend ~900 on the company card')?.value).toBe(900);
    expect(readBudget('open bar tab for 20 people')).toBeNull();
  });

  it('counts family as people', () => {
    expect(readGuests('lunch for my moms 65th, about 20 family')?.value.count).toBe(20);
    expect(readGuests('fathers day cookout, around a dozen family, 3pm')?.value.count).toBe(12);
  });
});

describe('occasions and themes, as typed', () => {
  it('reads Eid, a pastime night and a farewell lunch as occasions', () => {
    expect(readOccasion('eid party for 40 in dearborn')?.value.category).toBe('Holiday');
    expect(readOccasion('poker night for 8 at my place')?.value.category).toBe('Social');
    expect(readOccasion('farewell lunch for our pastor')?.value.category).toBe('Social');
  });

  it('reads a theme before another word and "party", and never the town before "theme"', () => {
    expect(theme('princess tea party for my daughter')).toBe('princess');
    expect(theme('baby shower in knoxville woodland theme 30 guests')).toBe('woodland');
  });

  it('reads "my little one" as a child', () => {
    expect(honoree('first bday for my little one in boise')).toEqual({ name: null, relation: 'kid' });
  });
});

describe('long requests, as typed', () => {
  it('reads a step-parent, "my little guy" and a possessive before "turning"', () => {
    expect(honoree('surprise 70th for my stepdad in the villages')?.relation).toBe('stepfather');
    expect(honoree('my little guy is turning four')).toEqual({ name: null, relation: 'son' });
    expect(honoree('so my boyfriends turning 28 on the 9th')?.relation).toBe('boyfriend');
    expect(honoree('planning my daughters quince in brownsville')).toEqual({
      name: null,
      relation: 'daughter',
    });
  });

  it('takes no co-host for the honoree', () => {
    expect(honoree('my wife and i are hosting a wine night for 6 couples')).toBeNull();
  });

  it('reads a sum said roughly once the guests are counted, and no hour past 12 as a time', () => {
    expect(readBudget('brunch for 25 ladies, around 1200')?.value).toBe(1200);
    expect(readBudget('dont want to spend more than 1500')?.value).toBe(1500);
    expect(readBudget('surprise 70th, 40ish, 1,000')?.value).toBe(1000);
    expect(readBudget('wedding around 300')).toBeNull();
    expect(readTime('just family, around 15')).toBeNull();
    expect(readTime('dinner party for eight at 730 saturday')?.value.start).toEqual({ hour: 19, minute: 30 });
    expect(readGuests('bbq at our lake house, 40ish, late afternoon')?.value.count).toBe(40);
  });

  it('reads elopements, vow renewals and seasonal gift games as their occasions', () => {
    expect(readOccasion('we eloped! want a little dinner')?.value.category).toBe('Wedding');
    expect(readOccasion('renewing their vows for their 50th')?.value.category).toBe('Wedding');
    expect(readAge('renewing their vows for their 50th')).toBeNull();
    expect(readOccasion('secret santa party for the office')?.value.category).toBe('Holiday');
    expect(readAge('want to do my 30th saturday night at a bar')?.value).toBe(30);
  });
});
