/*
 * Towns of 5,000 people or more in the gazetteer whose one-word name is also an ordinary English word
 * ("surprise", "sunrise", "mobile", "temple", "speedway", "vineyard"): a word of this list is never
 * read as a town without "in" (bare-town.ts). Generated once from the gazetteer and the lower-case
 * entries of the en_US Hunspell dictionary (npm dictionary-en 4.0.0; capitalised entries are proper
 * names, kept out), an entry counting with its plural, -ing, -ed and -er forms ("lakes", "sparks").
 */
export const COMMON_WORD_TOWNS: ReadonlySet<string> = new Set(
  `
  alabaster alliance aloha alpine ambler ames anaconda anchorage antelope anthem apex arbutus aspen
  auburn aurora badger baker banning barre bath battlefield beacon bear beecher bend billings
  bolivar boulder bountiful brewer brier brigantine bright brownfield brush buckeye buffalo butler
  butte canton cantonment canyon caribou carver centennial center central chandler chaparral chester
  chesterfield cheviot chino citrus clarion clay clover cloverleaf cocoa cohoes columbine concord
  congers converse conyers corning corona corrales cottonwood countryside crystal cumming cutler
  cypress davenport delta dent doffing draper dyer eagle echelon economy elfers enterprise eureka
  evergreen ewing fate fife fishers flagstaff flatlands flint florin flushing fords forest fountain
  fowler freehold garland garner garnet garrison gateway globe golden goldenrod graham grants
  grapevine gray green greenbelt greenfield greenwood griffin grimes grove groves gypsum halfway
  hamburg hamlet harvest hays hazard heath helotes hermitage hickory hillside holly homeland homer
  homestead hooper hoover hope hull humble hurricane imperial ironwood jasper justice keyes keystone
  lakes lakeside lander landing largo larkspur laurel lents liberal liberty limerick linden lisle
  madras magnolia mango manor marina marlin mason mastic mead meads mecca media medulla mentor
  meridian mesa mesquite metropolis midfield midland midway mission mobile monument moody moraine
  morrow mound mountainside mustang napoleon newton niles nitro noble normal oasis opp opportunity
  orange orchards osprey overland oxford pace pacific page palatine palmer palmetto paradise
  paramount parker parkland parkway parole parsons pearl petal phoenix picayune pinewood plantation
  plover plum poinciana pooler portage portales post price progress prospect prosper providence
  pueblo queens reading republic revere ridge rifle riverbank riverside rogers rusk rye saline
  sandwich sandy sanger satsuma savage savoy sawmills seaside shafter shields shoreline slinger
  snowflake somerset sparks spearfish speedway star sterling stow superior sycamore talent
  temperance temple triangle trinity trooper troy tucker turner union university upland uptown
  valley vermilion vernal villas vineyard viola vista wagoner walker waller walnut ware warren
  welcome wellington westerly wheeling whitefish willows winder woodland worth wright`
    .split(/\s+/)
    .filter(Boolean),
);
