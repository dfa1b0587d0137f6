import { describe, expect, it } from 'vitest';
import { snippetParts } from './snippet';

describe('snippetParts', () => {
  it('splits a snippet around its marked words', () => {
    expect(snippetParts('… the \uE000quokka\uE001 and \uE000Quokkas\uE001 …')).toEqual([
      { text: '… the ', match: false },
      { text: 'quokka', match: true },
      { text: ' and ', match: false },
      { text: 'Quokkas', match: true },
      { text: ' …', match: false },
    ]);
  });

  it('keeps markup as characters and drops markers without a partner', () => {
    expect(snippetParts('<b>x</b> \uE000<script>\uE001')).toEqual([
      { text: '<b>x</b> ', match: false },
      { text: '<script>', match: true },
    ]);
    expect(snippetParts('a \uE001b\uE000 c')).toEqual([{ text: 'a b c', match: false }]);
    expect(snippetParts('\uE000\uE001')).toEqual([]);
    expect(snippetParts('')).toEqual([]);
  });
});
