import { describe, expect, it } from 'vitest';
import { decodeToolIndex, encodeTitle, type ToolIndex } from '../../../../src/lib/search/tool-index.ts';

const index: ToolIndex = {
  sections: [['health', 'Health', 'body-metrics', 'Body Metrics']],
  tools: [
    ['BMI Calculator', 'bmi-body-mass-index', 0, ['bmi']],
    ['Body Fat Calculator', 'body-fat', 0],
  ],
};

describe('decodeToolIndex', () => {
  it('rebuilds each tool with its section, address and keywords', () => {
    expect(decodeToolIndex(index)).toEqual([
      {
        name: 'BMI Calculator',
        slug: 'bmi-body-mass-index',
        url: '/health/body-metrics/bmi-body-mass-index/',
        category: 'health',
        categoryName: 'Health',
        section: 'body-metrics',
        sectionName: 'Body Metrics',
        keywords: ['bmi'],
      },
      expect.objectContaining({ slug: 'body-fat', keywords: [] }),
    ]);
  });

  it('adds the full title and the aliases when the titles are given', () => {
    const [bmi, bodyFat] = decodeToolIndex(index, [
      [encodeTitle('BMI Calculator', 'BMI Calculator – Body Mass Index'), ['quetelet index']],
      'Body Fat Percentage Calculator',
    ]);
    expect(bmi).toMatchObject({ title: 'BMI Calculator – Body Mass Index', keywords: ['bmi', 'quetelet index'] });
    expect(bodyFat).toMatchObject({ title: 'Body Fat Percentage Calculator', keywords: [] });
  });

  it('leaves out titles that do not fit the index, rather than putting them on the wrong tools', () => {
    const tools = decodeToolIndex(index, ['Body Fat Percentage Calculator']);
    expect(tools.map((tool) => tool.title)).toEqual([undefined, undefined]);
  });

  it('skips a tool whose section is missing rather than inventing an address', () => {
    expect(decodeToolIndex({ sections: [], tools: [['Lost', 'lost', 3]] })).toEqual([]);
  });
});

describe('encodeTitle', () => {
  it('leaves out the name where the title begins with it and a dash, and only there', () => {
    expect(encodeTitle('BMI Calculator', 'BMI Calculator – Body Mass Index')).toBe(' – Body Mass Index');
    expect(encodeTitle('Tip Calculator', 'Tip Calculator')).toBe('Tip Calculator');
    expect(encodeTitle('Tip', 'Tip Calculator – Split the Bill')).toBe('Tip Calculator – Split the Bill');
  });
});
