import type { EventCategory } from '#shared/constants.ts';

/*
 * Training lines for the event-category classifier beyond the corpus: for each event category, short
 * searches of the kinds of events US listing sites (Eventbrite, Meetup, Luma, city "things to do"
 * calendars) file under it, written from general knowledge of American events: activities, seasonal
 * and religious celebrations, sports and races, outdoor pursuits, music genres, food and drink
 * festivals, social meetups and work events. They teach ordinary words the corpus lines never
 * contain ("kayaking", "diwali", "bowling league"). Each line is a few words, the way a person types
 * a search; one line per row. `null` holds searches that name no kind of event ("things to do this
 * weekend"), so the classifier learns to answer none for them. The labelling choices are the
 * corpus's own (its README): bachelor and bachelorette parties are Social, an engagement party or
 * bridal shower Wedding, a quinceanera or sweet 16 Birthday, a watch party or tailgate Sports, and a
 * comedy show, museum, fair or flea market no category. "Other" has no lines: nothing is searched
 * for as "other".
 */
export const CATEGORY_GLOSSARY: ReadonlyArray<readonly [category: EventCategory | null, lines: string]> = [
  [
    'Birthday',
    `birthday party
    birthday parties for kids
    kids birthday party venues
    birthday dinner spots
    birthday brunch
    birthday bash
    surprise birthday party
    sweet 16 party
    sweet sixteen
    quinceanera
    quinceanera halls
    21st birthday bar
    30th birthday ideas
    40th birthday party
    50th birthday celebration
    first birthday party
    toddler birthday party places
    birthday party at a trampoline park
    bowling birthday party
    laser tag birthday
    princess birthday party
    birthday celebration ideas
    milestone birthday
    turning 30 party
    places to celebrate a birthday
    birthday karaoke
    birthday party packages
    my birthday ideas
    moms 60th birthday
    dads 70th birthday party
    bday celebration
    birthday cake and games for kids
    kids party places
    birthday party for adults
    birthday dinner reservations
    surprise party
    bday party places
    birthday venue for teens
    birthday party ideas for a 10 year old
    sweet 16 venues
    quinceanera venues`,
  ],
  [
    'Wedding',
    `wedding
    wedding venues
    wedding reception
    wedding ceremony
    bridal show
    bridal expo
    bridal shower
    wedding shower
    engagement party
    rehearsal dinner
    wedding open house
    wedding dress sale
    bridal fair
    vow renewal ceremony
    elopement packages
    wedding tasting
    couples shower
    wedding planning expo
    wedding celebration
    destination wedding ideas
    courthouse wedding
    wedding anniversary party
    jack and jill shower
    bridal brunch
    wedding show
    wedding expo
    wedding fair
    bridal party
    engagement celebration
    wedding vendors fair`,
  ],
  [
    'Corporate',
    `company picnic
    employee appreciation day
    offsite
    corporate event
    corporate events
    business networking
    networking mixer for professionals
    professional networking happy hour
    industry conference
    tech conference
    business conference
    trade show
    expo for businesses
    job fair
    career fair
    hiring event
    company party
    office party
    work party
    company holiday party
    office holiday party
    team building activities
    team building events
    corporate team outing
    company retreat
    team offsite
    corporate retreat
    leadership conference
    startup meetup
    founders meetup
    pitch competition
    investor demo day
    product launch
    hackathon
    tech meetup
    developer meetup
    workshop for entrepreneurs
    small business seminar
    professional development workshop
    chamber of commerce luncheon
    business breakfast
    client appreciation event
    employee appreciation party
    retirement party for my boss
    sales kickoff
    corporate gala
    annual company picnic
    work happy hour
    corporate volunteer day
    panel discussion for founders
    webinar for marketers
    team building
    team bonding activities
    corporate outing
    corporate training
    business expo
    professional meetup
    networking event
    networking lunch
    industry mixer
    company event venues
    holiday party for employees
    annual meeting
    women in business luncheon
    business mixer
    entrepreneur meetup
    real estate networking event
    marketing conference
    sales conference
    summit
    trade expo
    tech summit
    career expo
    recruiting event
    office party venues
    corporate dinner
    company anniversary party
    staff appreciation luncheon
    team lunch
    corporate happy hour
    offsite`,
  ],
  [
    'Holiday',
    `light display
    christmas light display
    zoo lights
    holiday lights walk
    photos with santa
    egg hunt
    gingerbread house decorating
    luminaria walk
    boat parade of lights
    holiday party
    holiday events
    christmas party
    christmas events
    christmas lights
    christmas light show
    holiday lights display
    christmas tree lighting
    menorah lighting
    hanukkah party
    santa photos
    breakfast with santa
    visit santa
    ugly sweater party
    christmas caroling
    christmas eve service
    christmas day dinner
    new years eve party
    new years eve countdown
    new years day brunch
    halloween events
    halloween party
    haunted house
    haunted hayride
    trunk or treat
    trick or treating
    easter egg hunt
    easter brunch
    easter sunday service
    thanksgiving dinner
    thanksgiving parade
    friendsgiving
    fourth of july fireworks
    independence day fireworks
    july 4th parade
    fireworks show
    drone light show
    memorial day parade
    memorial day bbq
    veterans day parade
    labor day cookout
    mothers day brunch
    fathers day events
    valentines day dinner
    valentines day party
    galentines party
    st patricks day parade
    st patricks day pub crawl
    holiday parade
    holiday concert
    holiday events for kids
    new years party
    holiday events for families
    christmas concert and lights
    christmas train ride
    polar express train
    gingerbread house workshop
    nutcracker tea
    hanukkah candle lighting
    santa run
    halloween haunted trail
    fall halloween festival
    pumpkin carving party
    fourth of july bbq
    july 4th celebration
    independence day celebration
    labor day parade
    veterans day ceremony
    memorial day ceremony
    thanksgiving potluck
    thanksgiving turkey dinner
    valentines day events
    st paddys day party
    christmas events for kids
    christmas activities
    christmas show
    christmas lights drive
    drive thru christmas lights
    holiday light show
    letters to santa
    santa claus parade
    christmas parade
    new year celebration
    new years fireworks
    countdown party
    4th of july celebration
    july 4th fireworks show
    halloween activities
    halloween for kids
    spooky events
    easter events
    easter activities for kids
    passover seder
    rosh hashanah dinner
    mlk day events
    mlk day of service
    martin luther king day parade
    presidents day events
    columbus day parade
    columbus day events
    veterans day events
    flag day ceremony`,
  ],
  [
    'Social',
    `happy hour tonight
    happy hours downtown
    happy hour near me
    best happy hours
    rooftop happy hour
    adult game night
    blackout wednesday party
    night before thanksgiving party
    salsa night
    bachata night
    two step lessons
    wine and paint
    salsa social
    dance social
    charity ball
    black tie ball
    debutante ball
    charity gala
    black tie gala
    galas
    winter formal
    homecoming dance
    prom
    social events
    social mixer
    singles mixer
    singles events
    speed dating
    meetups
    meet new people
    make friends meetup
    trivia night
    pub trivia
    karaoke night
    game night
    board game night
    bingo night
    drag brunch
    drag show brunch
    bottomless brunch
    brunch party
    happy hour
    ladies night
    girls night out
    guys night out
    bachelorette party
    bachelor party
    stag party
    stag do
    hen party
    hen do
    bachelor party ideas
    bachelorette party ideas
    bachelorette weekend
    bar crawl
    pub crawl
    bar hopping downtown
    brewery crawl
    bar crawl with friends
    pub crawl this saturday
    paint and sip
    sip and paint
    wine and paint night
    pottery night
    cooking class for couples
    dance party
    silent disco
    salsa dancing night
    line dancing
    swing dance social
    book club
    running club social
    dinner party
    potluck
    block party
    neighborhood party
    rooftop party
    pool party
    day party
    house party
    housewarming party
    family reunion
    class reunion
    high school reunion
    graduation party
    gender reveal party
    baby shower
    retirement party for my mom
    going away party
    open mic night
    networking for young professionals
    twenties social club
    bowling night
    cornhole and beers social
    picnic in the park
    community picnic
    neighborhood picnic
    potluck picnic
    picnic meetup
    wine night
    happy hour deals
    happy hour spots
    happy hour specials
    game nights for adults
    trivia and game night
    board games meetup
    singles night
    mingle and meet
    mixer for singles
    social club events
    friends meetup
    brunch meetup
    roller skating night
    bowling with friends
    axe throwing night
    couples night out
    moms night out
    dads meetup
    new in town meetup
    expat meetup
    language exchange meetup
    wine club
    supper club
    sunday funday
    brunch and mimosas
    hangout spots
    mixer night
    queer social
    lgbtq meetup
    sober social
    dance night
    latin night
    swing dancing
    country line dancing night
    kickback
    get together
    friends reunion`,
  ],
  [
    'Theme Party',
    `neon party
    cosplay meetup
    theme party
    themed party
    costume party
    costume contest
    masquerade ball
    masquerade party
    80s party
    90s party
    70s disco party
    roaring 20s party
    great gatsby party
    toga party
    luau
    hawaiian party
    neon glow party
    glow party
    foam party
    white party
    murder mystery party
    murder mystery dinner
    harry potter party
    superhero party
    princess party
    pirate party
    western party
    hoedown
    cowboy party
    tiki party
    decades party
    pajama party
    black light party
    casino night party
    mardi gras themed party
    renaissance faire
    anime cosplay party
    ugly christmas sweater themed party
    halloween costume party
    zombie party
    y2k party
    barbie party
    taylor swift themed party
    theme night
    dress up party
    cosplay party
    disco party
    80s night
    90s night
    prom themed party
    bad taste party
    tropical party
    fiesta theme party
    costume ball
    masked ball
    fancy dress party
    themed night
    white attire party
    all black party
    country western themed party`,
  ],
  [
    'Sports',
    `minor league hockey
    bull riding
    pbr bull riding
    barrel racing
    rodeo finals
    sports events
    sports games
    baseball game
    basketball game
    football game
    hockey game
    soccer match
    soccer game
    pickup soccer
    pickup basketball
    volleyball league
    beach volleyball tournament
    softball league
    kickball league
    bowling league
    pickleball tournament
    tennis tournament
    golf tournament
    disc golf
    cornhole tournament
    dodgeball league
    adult sports leagues
    rec league signups
    watch party
    game day watch party
    super bowl party
    march madness
    world cup watch party
    nfl sunday
    nba playoffs
    tailgate
    tailgating
    college football tailgate
    rodeo
    boxing match
    ufc fight night
    wrestling event
    nascar race
    horse racing
    kentucky derby party
    monster truck show
    monster truck rally
    monster jam
    nascar races
    car race
    car races
    auto racing
    drag racing
    stock car race
    motocross race
    supercross
    speedway race
    grand prix race
    indycar race
    racetrack
    roller derby
    minor league baseball
    lacrosse game
    rugby match
    esports tournament
    sports bar
    hockey watch party
    mlb game
    nhl game
    stadium tour
    bowling tournament
    chess tournament
    billiards tournament
    darts league
    flag football league
    ultimate frisbee
    adult kickball
    youth soccer tournament
    swim meet
    gymnastics meet
    track meet
    wrestling match
    high school football game
    college basketball game
    mls match
    wnba game
    baseball spring training
    sports watch party
    fight night watch party
    derby party
    sports tournament
    3 on 3 basketball
    adult soccer league
    rec soccer
    hockey league
    pickleball open play
    tennis league
    golf outing
    golf scramble
    charity golf tournament
    bowling
    batting cages
    fantasy football draft
    world series watch party
    stanley cup watch party
    football watch party
    sports viewing party
    ufc watch party
    boxing watch party
    playoff game`,
  ],
  [
    'Bar Mitzvah',
    `bar mitzvah
    bat mitzvah
    bar mitzvah party
    bat mitzvah celebration
    b mitzvah
    mitzvah party venues
    bar mitzvah reception
    bat mitzvah dj
    bnai mitzvah
    bar mitzvah party ideas
    mitzvah celebration
    bar mitzvah celebrations
    bat mitzvah venues
    bar and bat mitzvah`,
  ],
  [
    'Athletic Race',
    `gravel race
    virtual 5k
    5k race
    5k run
    10k race
    fun run
    charity run
    charity walk
    walkathon
    turkey trot
    jingle bell run
    color run
    mud run
    obstacle course race
    spartan race
    tough mudder
    trail race
    trail run
    cross country race
    relay race
    bike race
    cycling race
    criterium
    gran fondo
    triathlon
    sprint triathlon
    duathlon
    open water swim race
    ironman
    kids fun run
    glow run
    beer mile
    running race
    road race
    5ks near me
    stair climb race
    rowing regatta
    paddle race
    charity 5k
    5k walk
    10 mile race
    run walk event
    race for the cure
    fun run for kids
    obstacle race
    mud race
    virtual 5k`,
  ],
  [
    'Marathon',
    `marathon
    half marathon
    full marathon
    marathon race
    marathon weekend
    ultramarathon
    ultra marathon
    50k ultra
    marathon relay
    marathon expo
    half marathon training run
    virtual marathon
    marathon registration
    marathon training group
    half marathon race
    26.2 race
    13.1 race
    trail marathon
    marathon runners`,
  ],
  [
    'Ice Skating',
    `iceskating
    ice skating lessons
    learn to skate
    ice skating
    ice skating rink
    outdoor ice rink
    skating rink
    public skating session
    skate night
    ice skating lessons
    figure skating show
    skating on the pond
    learn to skate
    holiday ice rink
    rink open skate
    ice skate rental
    skating party
    ice skating date
    open skate
    ice rink
    skating lessons for kids
    figure skating
    skate with santa
    outdoor skating rink
    rooftop ice rink
    ice rinks open to the public
    skating at the outdoor rink`,
  ],
  [
    'Christmas Market',
    `christmas village market
    christmas market
    christmas markets
    holiday market
    holiday markets
    german christmas market
    christkindlmarket
    christkindl market
    holiday bazaar
    christmas bazaar
    holiday craft market
    holiday makers market
    holiday pop up market
    winter market
    christmas village
    holiday gift market
    christmas mkt
    holiday mkt
    christmas craft fair
    holiday artisan market
    holiday shopping market
    christmas pop up market
    winter holiday market
    yuletide market
    santa market`,
  ],
  [
    'Winter Festival',
    `frozen lake festival
    winter festival
    winter fest
    winter carnival
    snow festival
    ice festival
    ice sculpture festival
    snow sculpture contest
    winterfest
    frozen festival
    polar plunge festival
    snow days festival
    ice castles
    winter lights festival
    snowshoe festival
    sled dog race festival
    ice fest
    winter wonderland festival
    snow sculpture festival
    winter solstice festival
    frost fest
    snowfest`,
  ],
  [
    'Food Festival',
    `taco fest
    lobster fest
    pizza fest
    cider fest
    food festival
    food fest
    food truck festival
    food truck rally
    taste of the city
    beer festival
    beer fest
    craft beer festival
    wine festival
    wine tasting
    wine and food festival
    bbq festival
    barbecue cookoff
    chili cookoff
    chili cook off
    bbq cook off
    cook off competition
    rib fest
    crawfish boil
    crab feast
    oyster festival
    seafood festival
    taco festival
    pizza festival
    burger festival
    ramen festival
    garlic festival
    strawberry festival
    peach festival
    apple festival
    cider festival
    donut festival
    chocolate festival
    cheese festival
    bacon festival
    hot sauce festival
    whiskey tasting festival
    bourbon festival
    tequila festival
    restaurant week
    night market food stalls
    dumpling festival
    food and wine festival
    food truck friday
    bbq competition
    brew fest
    beer tasting festival
    wine walk
    seafood boil festival
    lobster festival
    tamale festival
    pierogi festival
    hot dog eating contest
    corn festival
    cookoff
    bbq fest
    wine fest
    food and drink festival
    culinary festival
    chili fest
    pie festival
    ice cream festival
    coffee festival
    tea festival
    mac and cheese festival
    wing festival
    cajun food festival`,
  ],
  [
    'Outdoor Adventure',
    `northern lights tour
    aurora viewing tours
    aurora borealis viewing
    sledding party
    sledding with the kids
    zipline
    hayride
    bird watching
    sunset hike
    polar plunge
    snowboarding lessons
    ski lessons
    learn to ski
    ski trip
    backcountry ski tour
    outdoor adventure
    outdoor activities
    hiking
    hikes
    guided hike
    group hike
    sunrise hike
    hiking trails
    camping
    camping trip
    glamping
    backpacking trip
    kayaking
    kayak tour
    canoeing
    canoe trip
    paddleboarding
    stand up paddle
    whitewater rafting
    white water rafting
    river rafting
    fall foliage hike
    leaf peeping drive
    fall colors tour
    snow tubing
    river tubing
    rock climbing
    bouldering
    zip lining
    ziplining
    mountain biking
    trail biking
    horseback riding
    fishing trip
    fishing charter
    snorkeling
    scuba diving
    surfing lessons
    sailing trip
    skiing
    snowboarding
    ski trip
    snowshoeing
    cross country skiing
    stargazing
    birdwatching
    nature walk
    wildlife tour
    apple picking
    pumpkin patch
    corn maze
    berry picking
    hot air balloon ride
    skydiving
    caving tour
    waterfall hike
    national park trip
    outdoor adventures
    adventure tour
    hiking group
    hiking meetup
    trail hike
    kayak rental
    canoe rental
    bike trail ride
    fly fishing
    ice fishing
    duck hunting trip
    sledding hill
    tubing on the river
    beach day trip
    sunset paddle
    outdoor yoga hike
    wilderness survival class
    rappelling
    via ferrata
    off roading
    atv tours
    dune buggy tour
    nature hike
    hike and brunch
    outdoor adventure group
    kayaking trip
    rafting trip
    camping weekend
    campout
    overnight camping
    hiking trip
    state park hike
    trail running group
    orienteering
    geocaching
    foraging walk
    mushroom hunting
    rock climbing gym
    climbing meetup
    cliff jumping
    whale watching
    dolphin cruise`,
  ],
  [
    'Concert',
    `symphony concert
    philharmonic
    christmas concert
    acoustic night
    blues night
    concert in the park
    rap show
    metal show
    indie show
    live band tonight
    concert
    concerts
    live music
    live band
    music show
    gig tonight
    gigs this weekend
    local gigs
    live gigs
    jazz concert
    jazz club
    jazz night
    blues bar
    rock concert
    country concert
    hip hop show
    rap concert
    edm show
    rave
    dj set
    pop concert
    kpop concert
    indie band show
    punk show
    metal concert
    reggae concert
    latin music concert
    symphony orchestra
    orchestra concert
    classical music concert
    opera performance
    choir concert
    sing along
    community sing along
    carol sing along
    messiah singalong
    hymn sing
    gospel choir
    chamber music
    tribute band
    cover band
    acoustic set
    singer songwriter night
    music festival
    outdoor concert series
    concerts in the park
    summer concert series
    jazz brunch
    gospel concert
    bluegrass jam
    piano recital
    album release show
    music venue shows
    shows tonight
    shows this weekend
    upcoming shows
    local bands playing
    live music bars
    open air concert
    symphony pops concert
    brass band concert
    mariachi band performance
    salsa band night
    drum circle
    music in the park
    jazz festival
    blues festival
    country music festival
    hip hop festival
    edm festival
    battle of the bands
    candlelight concert
    carols concert`,
  ],
  [
    'Cultural Festival',
    `chinese new year
    chinese new year events
    lunar new year events
    tet festival
    vietnamese new year
    diwali dinner
    diwali party
    lunar new year celebration
    chinese new year parade
    chinese new year celebration
    mariachi festival
    kwanzaa festival
    kwanzaa kickoff
    juneteenth festival
    juneteenth block party
    st lucia festival
    holi color festival
    cultural festival
    culture fest
    heritage festival
    heritage month events
    diwali festival
    diwali celebration
    holi festival
    lunar new year
    chinese new year festival
    dragon boat festival
    moon festival
    powwow
    pow wow
    native american powwow
    juneteenth celebration
    cinco de mayo festival
    dia de los muertos
    day of the dead festival
    mardi gras parade
    carnival parade
    dominican day parade
    west indian day parade
    african american day parade
    pulaski day parade
    steuben parade
    india day parade
    korean day parade
    lunar new year parade
    caribbean carnival
    greek festival
    italian festival
    irish festival
    german heritage festival
    polish festival
    mexican independence day fiesta
    pride parade
    pride festival
    pride month events
    kwanzaa celebration
    eid festival
    ramadan night market
    nowruz celebration
    oktoberfest
    art fair
    fine art fair
    juried art fair
    arts fair on the square
    las posadas
    las posadas procession
    balloon fiesta
    hot air balloon festival
    scottish highland games
    renaissance festival
    art festival
    arts and crafts festival
    street festival
    film festival
    folk festival
    dance festival
    cherry blossom festival
    lantern festival
    asian heritage festival
    black history month events
    hispanic heritage festival
    parade
    festival of lights
    diwali mela
    navratri garba
    garba night
    durga puja
    chinese lantern festival
    japanese festival
    obon festival
    korean festival
    filipino festival
    african festival
    caribbean festival
    latin festival
    fiesta
    folklorico dance festival
    indigenous peoples day celebration
    celtic festival
    scandinavian festival
    juneteenth festival
    earth day festival
    earth day celebration
    cultural celebration
    cultural events
    heritage celebration
    multicultural festival
    international festival
    world music and culture festival
    ethnic food and culture festival
    mexican heritage festival
    greek fest
    italian fest
    german fest
    irish fest
    polish fest
    scottish festival
    native american festival
    aapi heritage festival
    black heritage festival
    pride fest
    carnaval
    day of the dead parade`,
  ],
  [
    null,
    `things to do
    things to do this weekend
    what to do tonight
    events this weekend
    events near me
    events tonight
    whats happening
    whats going on this weekend
    fun things to do
    free events
    free stuff to do
    free stuff for kids
    kid friendly events
    family friendly things to do
    things to do with kids
    things to do with toddlers
    date ideas
    cheap things to do
    events
    parties this weekend
    festivals
    festivals near me
    festivals this month
    festivals this weekend
    upcoming festivals
    local festivals
    summer festivals
    any festivals going on
    fall festivals
    fairs
    county fair
    state fair
    street fair
    craft fair
    flea market
    farmers market
    markets this weekend
    comedy show
    comedy club
    stand up comedy
    improv show
    theater show
    broadway show
    museum
    free museum day
    art gallery opening
    car show
    air show
    comic con
    brewery tour
    beer garden
    yoga class
    shopping events
    sales events
    open house

        library story time
    volunteer opportunities
    markets near me
    sunday markets
    open air market
    antique market
    makers market
    artisan market
    craft market
    vintage market
    pop up market
    local markets
    weekend market
    swap meet
    garage sales
    estate sales
    art walk
    gallery night
    theater tonight
    broadway musical
    musical tickets
    touring broadway show
    ballet performance
    opera tickets
    community theater play
    off broadway show
    small business saturday
    shop small saturday
    dog friendly things to do
    pet friendly events
    bring your dog events
    movies in the park
    outdoor movie night
    magic show
    circus
    science museum events
    zoo events
    aquarium events
    story time for kids
    lectures
    author talk
    workshops
    kids activities
    family activities
    family fun
    things for teens
    date night
    free events this week
    cheap events
    events happening now
    concerts and events
    nightlife
    bars
    whats open
    events calendar`,
  ],
];
