import { describe, expect, it } from 'vitest';
import { formatTable } from './table';

describe('formatTable', () => {
  it('pads the first column left and figures right', () => {
    const text = formatTable(
      ['call', 'requests'],
      [
        ['sign-in', '5'],
        ['rpc/search_articles', '1200'],
      ],
    );
    expect(text.split('\n')).toEqual([
      'call                 requests',
      '-------------------  --------',
      'sign-in                     5',
      'rpc/search_articles      1200',
    ]);
  });

  it('aligns marked columns left and trims trailing spaces', () => {
    const text = formatTable(
      ['a', 'b', 'note'],
      [
        ['x', '1', 'ok'],
        ['yy', '22', ''],
      ],
      { left: [2] },
    );
    expect(text.split('\n')[3]).toBe('yy  22');
    expect(text.split('\n')[2]).toBe('x    1  ok');
  });

  it('refuses a row that does not fit the header', () => {
    expect(() => formatTable(['a', 'b'], [['only one']])).toThrow('a row has 1 cells, the table 2 columns');
  });
});
