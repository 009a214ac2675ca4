import { describe, expect, it } from 'vitest';
import { decodeToolIndex, type ToolIndex } from '../../../../src/lib/search/tool-index.ts';

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

  it('adds the full title, description and aliases when the details are given', () => {
    const [bmi] = decodeToolIndex(index, {
      'bmi-body-mass-index': ['BMI Calculator – Body Mass Index', 'Body mass…', ['quetelet index']],
    });
    expect(bmi).toMatchObject({
      title: 'BMI Calculator – Body Mass Index',
      description: 'Body mass…',
      keywords: ['bmi', 'quetelet index'],
    });
  });

  it('skips a tool whose section is missing rather than inventing an address', () => {
    expect(decodeToolIndex({ sections: [], tools: [['Lost', 'lost', 3]] })).toEqual([]);
  });
});
