// Every reward number a learner reads comes from this package or the server's answer (issue 38): a
// remote or the shell that writes "+25 Spice Stones" or "10 XP" by hand would drift from what is
// paid. This reads their sources (tests and comments left out) for such literals.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const APPS = ['shell', 'mf-learn', 'mf-social', 'mf-account'];
// "+25 Spice Stones", "+10 XP", "15 Prep XP", "50 Spice Stones": a figure written next to a reward.
const REWARD_LITERAL =
  /\+\s?\d+\s*(?:Spice Stones|stones|XP)\b|\b\d+\s+(?:Spice Stones|Prep XP|Flavou?r XP|Science XP)\b/i;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['__tests__', 'testing', 'test-support'].includes(entry.name) ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('reward numbers in the apps', () => {
  it('when an app shows a reward, then its number is not a literal in the app', () => {
    const offenders = APPS.flatMap((app) => sources(path.join(ROOT, app, 'src'))).flatMap((file) =>
      withoutComments(fs.readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => REWARD_LITERAL.test(line))
        .map((line) => `${path.relative(ROOT, file)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('when a line writes a reward by hand, then the check finds it', () => {
    expect(REWARD_LITERAL.test('<p>+25 Spice Stones for each quest</p>')).toBe(true);
    expect(REWARD_LITERAL.test('`${reward} Spice Stones`')).toBe(false);
  });
});
