import { defineCalculator, integer, number, out, percent } from '../../engine/index.ts';
import { formatNumber } from '../../engine/format/numbers.ts';
import { timeSpanResult } from '../shared/presets/fun-results.ts';
import { dataSizeOutput } from '../shared/presets/video-data-fields.ts';

/*
 * A reply-all storm: one message to a list of N people, then in each round a share of them
 * reply to all. Every reply goes to all N again, so the copies delivered are
 * N + replies × N = N × (1 + rounds × share × N): the list's size counts twice, once in who
 * replies and once in who receives each reply, which makes the storm grow with N².
 */
export default defineCalculator({
  inputs: {
    recipients: integer({
      label: 'People on the list',
      default: 1000,
      min: 2,
      max: 1_000_000,
      suffix: 'people',
      messages: { min: 'A storm needs at least 2 people on the list.', max: 'Enter up to 1,000,000 people.' },
    }),
    replyRate: percent({
      label: 'Share who reply all in each round',
      help: '“Please remove me”, “Me too!” and “Stop replying all!” all count.',
      default: 1,
      min: 0,
      max: 100,
    }),
    rounds: integer({
      label: 'Rounds of replies',
      help: 'How many times the wave of replies comes back before it dies down.',
      default: 3,
      min: 1,
      max: 100,
      suffix: 'rounds',
    }),
    readSeconds: number({
      label: 'Seconds each person spends on each email',
      help: 'Opening, sighing and deleting; 5 seconds is a guess, put your own.',
      default: 5,
      min: 0,
      max: 600,
      suffix: 's',
    }),
    messageSize: number({
      label: 'Size of one email',
      help: 'With the quoted thread and a signature; your mail app shows a message’s size.',
      default: 50,
      unitFamily: 'data',
      unit: 'kb',
      units: ['kb', 'kib', 'mb', 'mib'],
      min: 0,
      max: 150_000_000,
    }),
  },
  compute: ({ recipients, replyRate, rounds, readSeconds, messageSize }) => {
    const replies = (replyRate / 100) * recipients * rounds;
    const delivered = recipients + replies * recipients;
    return { delivered, replies, reading: delivered * readSeconds, storage: delivered * messageSize };
  },
  outputs: {
    delivered: out.number({ label: 'Emails landing in inboxes', primary: true, decimals: 0, suffix: 'emails' }),
    replies: out.number({ label: 'Reply-all messages sent', decimals: 0, suffix: 'replies' }),
    reading: timeSpanResult('Time everyone spends on them', 'h', ['min', 'h', 'd', 'yr']),
    storage: dataSizeOutput('Mailbox space they take', 'gb'),
  },
  shareLine: ({ delivered }, { recipients }) =>
    `One email to ${formatNumber(recipients, { decimals: 0 })} people turned into ${formatNumber(delivered, { decimals: 0 })} emails once everyone started replying all.`,
  examples: [
    {
      inputs: { recipients: 2500, replyRate: 100, rounds: 1, readSeconds: 5, messageSize: { value: 6, unit: 'kib' } },
      expect: { replies: 2500, delivered: 6_252_500, storage: 6_252_500 * 6144 },
      tolerance: 1e-3,
      source:
        'Larry Osterman (Microsoft), "It’s Bedlam all over again" (2006): 2,500 replies to 2,500 recipients are 6.25 million emails of about 6 KB, roughly 36 GB; plus the 2,500 first copies, by hand',
    },
    {
      inputs: { recipients: 1000, replyRate: 1, rounds: 3, readSeconds: 5, messageSize: 50 },
      expect: { replies: 30, delivered: 31_000, reading: 155_000, storage: 1.55e9 },
      tolerance: 1e-6,
      source:
        '1 % of 1,000 is 10 replies a round × 3 rounds = 30 replies, each to 1,000 people: 30,000 + 1,000 = 31,000 emails; × 5 s = 155,000 s (43.1 h); × 50 kB = 1.55 GB, by hand',
    },
    {
      inputs: { recipients: 2000, replyRate: 1, rounds: 3, readSeconds: 5, messageSize: 50 },
      expect: { replies: 60, delivered: 122_000 },
      tolerance: 1e-6,
      source:
        'Doubling the list to 2,000 doubles the replies (60) and the copies of each: 60 × 2,000 + 2,000 = 122,000, about 4 times the 31,000 above, by hand',
    },
    {
      inputs: { recipients: 500, replyRate: 0, rounds: 3 },
      expect: { replies: 0, delivered: 500 },
      source: 'Nobody replies: only the first 500 copies (edge case: 0 %)',
    },
  ],
});
