// Common Dutch passwords. The offline breached list (@zxcvbn-ts/language-common) is English-centred:
// 'password1234' is on it, 'wachtwoord123' was not, and zxcvbn's Dutch package (language-nl-be)
// ships Dutch words and names but no password list. These are the bases that top Dutch password
// lists (words, clubs, pet names), written out here; a password counts as common when it is one of
// them with the usual decoration: capitals, a trailing number or year, trailing symbols, simple
// letter-for-digit swaps (w4chtw00rd). Used by the server's breached check and the strength meter,
// so both say the same.

const BASES = [
  // the word itself and log-in words
  'wachtwoord',
  'mijnwachtwoord',
  'nieuwwachtwoord',
  'wachtwoordje',
  'welkom',
  'welkomthuis',
  'geheim',
  'geheimpje',
  'inloggen',
  'gebruiker',
  'beheerder',
  'hallo',
  'hallodaar',
  'hoihoi',
  'doei',
  'toegang',
  'letmein',
  // love and pet names
  'schatje',
  'schat',
  'liefje',
  'liefde',
  'ikhouvanjou',
  'houvanjou',
  'lieveheersbeestje',
  'knuffel',
  'knuffelbeer',
  'kusjes',
  'snoepje',
  'prinses',
  'prinsesje',
  'engeltje',
  'zonnetje',
  'bolletje',
  'poepje',
  'scheetje',
  'muisje',
  'vriendje',
  'vriendin',
  'vriendinnen',
  'mama',
  'papa',
  'mamapapa',
  'oma',
  'opa',
  'familie',
  'gezin',
  // animals and things
  'konijn',
  'konijntje',
  'hondje',
  'honden',
  'poesje',
  'poes',
  'kat',
  'katten',
  'paard',
  'paardje',
  'paarden',
  'vogel',
  'beertje',
  'aapje',
  'tijger',
  'dolfijn',
  'eenhoorn',
  'vlinder',
  'bloem',
  'bloemetje',
  'aardbei',
  'appel',
  'appeltje',
  'banaan',
  'kaas',
  'pindakaas',
  'stroopwafel',
  'hagelslag',
  'chocolade',
  'fiets',
  'auto',
  'computer',
  'laptop',
  'telefoon',
  'muziek',
  'school',
  'vakantie',
  'zomer',
  'winter',
  'lente',
  'herfst',
  'zondag',
  'maandag',
  'vrijdag',
  'weekend',
  'feest',
  'gezellig',
  'lekker',
  'leuk',
  'mooi',
  'sterk',
  'kanjer',
  'toppertje',
  // places and sport
  'nederland',
  'holland',
  'oranje',
  'amsterdam',
  'rotterdam',
  'utrecht',
  'denhaag',
  'eindhoven',
  'groningen',
  'voetbal',
  'voetballen',
  'hockey',
  'tennis',
  'korfbal',
  'turnen',
  'dansen',
  'zwemmen',
  'paardrijden',
  'ajax',
  'ajaxamsterdam',
  'feyenoord',
  'psv',
  'psveindhoven',
  'azalkmaar',
  'twente',
  'fctwente',
  'vitesse',
  'fcutrecht',
  'fcgroningen',
  'heerenveen',
  'sparta',
  'adodenhaag',
  // keyboard and counting, in Dutch
  'azerty',
  'azertyuiop',
  'qwertz',
  'eentweedrie',
  'eentweedrievier',
  'abcdefgh',
];

const BASE_SET = new Set(BASES);

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
};

/** 'Wachtwoord123!' → 'wachtwoord'; the base the decoration hides, or '' when nothing is left. */
function baseOf(password: string): string {
  const plain = password
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]+/g, '');
  // Trailing numbers and symbols ('123', '2026', '!', '01!'), then leading ones.
  const core = plain.replace(/[\d!?@#$%&*+=~^]+$/, '').replace(/^[\d!?@#$%&*+=~^]+/, '');
  return core.replace(/[0134 57@$!]/g, (c) => LEET[c] ?? c);
}

/** Whether the password is a common Dutch one: 'wachtwoord123', 'Welkom2026!', 'Feyenoord1', 'w4chtw00rd'. */
export function isCommonDutchPassword(password: string): boolean {
  const base = baseOf(password);
  if (base === '') return false;
  if (BASE_SET.has(base)) return true;
  // A base typed twice ('welkomwelkom') is no stronger than once.
  const half = base.length / 2;
  return Number.isInteger(half) && base.slice(0, half) === base.slice(half) && BASE_SET.has(base.slice(0, half));
}
