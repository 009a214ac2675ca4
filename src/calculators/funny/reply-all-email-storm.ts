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
});
