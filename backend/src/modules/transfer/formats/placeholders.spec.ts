import { fromVsCodeBody, toVsCodeBody } from './placeholders';

describe('fill-in variables and VS Code snippet bodies', () => {
  it('maps {{name|default}} and {{name}} to numbered tab stops, the same name to the same stop', () => {
    expect(toVsCodeBody('fetch("{{url|https://x.dev}}", {{opts}}); retry({{url}})')).toBe(
      'fetch("${1:https://x.dev}", ${2:opts}); retry(${1:url})',
    );
  });

  it('escapes $, } and \\ of the code, and keeps \\{{ as a literal {{', () => {
    expect(toVsCodeBody('echo $HOME \\{{not}} C:\\dir')).toBe('echo \\$HOME {{not\\}\\} C:\\\\dir');
  });

  it('reads VS Code tab stops, placeholders, choices and variables back as fill-in variables', () => {
    expect(fromVsCodeBody('console.log(${1:value}, $2, ${3|a,b|}, $TM_FILENAME);$0')).toBe(
      'console.log({{var1|value}}, {{var2}}, {{var3|a}}, {{TM_FILENAME}});',
    );
    expect(fromVsCodeBody('cost \\$5 {{x}} \\}')).toBe('cost $5 \\{{x}} }');
  });
});
