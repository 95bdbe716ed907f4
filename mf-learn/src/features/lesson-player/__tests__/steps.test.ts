import { buildSteps, restoreStep } from '../steps';
import { lesson } from '../../../testing/fixtures';

describe('lesson steps', () => {
  it('when content has intro, tools, sections, zones, quiz and completion, then steps follow that order', () => {
    const content = {
      completion: { message: 'Done', character_action: 'cheers' },
      quiz: [
        {
          question: 'Q1',
          options: [
            { id: '0000000000a1', text: 'a' },
            { id: '0000000000b2', text: 'b' },
          ],
        },
        {
          question: 'Q2',
          options: [
            { id: '0000000000a1', text: 'a' },
            { id: '0000000000b2', text: 'b' },
          ],
        },
      ],
      core_content: {
        zones: [{ name: 'Z', description: 'z' }],
        sections: [
          { name: 'S1', description: 's' },
          { name: 'S2', description: 's' },
        ],
        tools: [
          { name: 'T1', description: 't' },
          { name: 'T2', description: 't' },
        ],
      },
      intro: { character: 'Chef Chilli', greeting: 'Hi', description: 'd' },
    };
    expect(buildSteps(content).map((s) => s.kind)).toEqual([
      'intro',
      'tools',
      'section',
      'section',
      'zone',
      'quiz',
      'quiz',
      'completion',
    ]);
  });

  it('when content is JSON text, then it is parsed; when it is broken, then only the completion step remains', () => {
    expect(buildSteps(JSON.stringify(lesson('x', 1).content)).map((s) => s.kind)).toEqual([
      'intro',
      'tools',
      'section',
      'zone',
      'quiz',
      'completion',
    ]);
    expect(buildSteps('{not json').map((s) => s.kind)).toEqual(['completion']);
  });

  it('when a saved step lies beyond an unanswered question, then it is clamped to that question', () => {
    const steps = buildSteps(lesson('x', 2).content); // intro, tools, section, zone, q0 (4), q1 (5), completion (6)
    expect(restoreStep(6, steps, new Set([0]))).toBe(5);
    expect(restoreStep(6, steps, new Set([0, 1]))).toBe(6);
    expect(restoreStep(99, steps, new Set([0, 1]))).toBe(6);
    expect(restoreStep(3, steps, new Set())).toBe(3);
    expect(restoreStep(-2, steps, new Set())).toBe(0);
  });
});
