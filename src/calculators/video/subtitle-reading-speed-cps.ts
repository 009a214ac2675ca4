import { asShown, defineCalculator, number, out, select, text } from '../../engine/index.ts';

/** Published reading-speed limits: characters per second (Netflix) or words per minute (BBC). */
const GUIDELINES = {
  netflixAdult: { label: 'Netflix English (USA), adult: 20 characters/s', limit: 20, per: 'cps' },
  netflixChildren: { label: 'Netflix English (USA), children: 17 characters/s', limit: 17, per: 'cps' },
  netflixTemplate: { label: 'Netflix English template, adult: 17 characters/s', limit: 17, per: 'cps' },
  bbc: { label: 'BBC Subtitle Guidelines: 160–180 words/min', limit: 180, per: 'wpm' },
  custom: { label: 'My own limit (characters/s)', limit: 0, per: 'cps' },
} as const;

type GuidelineId = keyof typeof GUIDELINES;

const CPS_SHOWN = { decimals: 1 } as const;
const WPM_SHOWN = { decimals: 0 } as const;

/** Lines as shown on screen; Netflix counts every character of a line, spaces and punctuation too. */
const linesOf = (subtitle: string) => subtitle.split(/\r?\n/).map((line) => line.trim());
const charactersOf = (subtitle: string) => linesOf(subtitle).reduce((sum, line) => sum + Array.from(line).length, 0);
const wordsOf = (subtitle: string) => subtitle.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

function verdict(guideline: GuidelineId, limit: number, cps: number, wpm: number): string {
  const { per } = GUIDELINES[guideline];
  const rate = per === 'wpm' ? asShown(wpm, WPM_SHOWN) : asShown(cps, CPS_SHOWN);
  return rate <= limit ? 'Within the limit' : 'Too fast: give it more time or shorten the text';
}

export default defineCalculator({
  inputs: {
    subtitle: text({
      label: 'Subtitle text',
      default: 'I always knew\nthat you would eventually agree with me.',
      multiline: true,
      maxLength: 500,
    }),
    duration: number({
      label: 'Time on screen',
      unitFamily: 'time',
      unit: 's',
      units: ['s', 'ms'],
      default: 3,
      min: 0,
      minInclusive: false,
      max: 60,
      messages: { min: 'A subtitle must stay on screen for some time: enter more than 0 s.' },
    }),
    guideline: select({
      label: 'Guideline',
      options: Object.entries(GUIDELINES).map(([value, { label }]) => ({ value: value as GuidelineId, label })),
      default: 'netflixAdult',
    }),
    customLimit: number({ label: 'My own limit', default: 15, min: 1, max: 100, suffix: 'characters/s' }),
  },
  outputs: {
    cps: out.number({ label: 'Reading speed', primary: true, ...CPS_SHOWN, suffix: 'characters/s' }),
    verdict: out.text({ label: 'Against the guideline' }),
    wpm: out.number({ label: 'Words per minute', ...WPM_SHOWN, suffix: 'words/min' }),
    minimumTime: out.number({
      label: 'Shortest time at the limit',
      unitFamily: 'time',
      unit: 's',
      units: ['s', 'ms'],
      digits: 3,
    }),
    characters: out.integer({ label: 'Characters (spaces and punctuation included)', suffix: 'characters' }),
    words: out.integer({ label: 'Words', suffix: 'words' }),
    longestLine: out.integer({ label: 'Longest line (Netflix allows 42)', suffix: 'characters' }),
  },
  validate: ({ subtitle }) =>
    wordsOf(subtitle) === 0 ? [{ field: 'subtitle', message: 'Type the subtitle text: it has no words to read.' }] : [],
  compute: ({ subtitle, duration, guideline, customLimit }) => {
    const characters = charactersOf(subtitle);
    const words = wordsOf(subtitle);
    const cps = characters / duration;
    const wpm = (words / duration) * 60;
    const { per, limit: published } = GUIDELINES[guideline];
    const limit = guideline === 'custom' ? customLimit : published;
    return {
      cps,
      verdict: verdict(guideline, limit, cps, wpm),
      wpm,
      minimumTime: per === 'wpm' ? (words / limit) * 60 : characters / limit,
      characters,
      words,
      longestLine: Math.max(...linesOf(subtitle).map((line) => Array.from(line).length)),
    };
  },
});
