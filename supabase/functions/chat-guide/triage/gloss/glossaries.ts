/**
 * Every language's glossary (gloss/languages/), read once as triage reads messages
 * (docs/chat-guide.md#a-gloss-into-english).
 */
import { compileGlossary, type CompiledGlossary, type Glossary } from './gloss.ts';
import { AMHARIC } from './languages/amharic.ts';
import { ARABIC } from './languages/arabic.ts';
import { BENGALI } from './languages/bengali.ts';
import { CHINESE } from './languages/chinese.ts';
import { DUTCH } from './languages/dutch.ts';
import { FRENCH } from './languages/french.ts';
import { GERMAN } from './languages/german.ts';
import { GREEK } from './languages/greek.ts';
import { HAITIAN_CREOLE } from './languages/haitian-creole.ts';
import { HAUSA } from './languages/hausa.ts';
import { HINDI_URDU } from './languages/hindi-urdu.ts';
import { IGBO } from './languages/igbo.ts';
import { INDONESIAN_MALAY } from './languages/indonesian-malay.ts';
import { ITALIAN } from './languages/italian.ts';
import { JAPANESE } from './languages/japanese.ts';
import { KOREAN } from './languages/korean.ts';
import { NIGERIAN_PIDGIN } from './languages/nigerian-pidgin.ts';
import { PERSIAN } from './languages/persian.ts';
import { POLISH } from './languages/polish.ts';
import { PORTUGUESE } from './languages/portuguese.ts';
import { ROMANIAN } from './languages/romanian.ts';
import { RUSSIAN } from './languages/russian.ts';
import { SOMALI } from './languages/somali.ts';
import { SPANISH } from './languages/spanish.ts';
import { SWAHILI } from './languages/swahili.ts';
import { TAGALOG } from './languages/tagalog.ts';
import { TAMIL } from './languages/tamil.ts';
import { TELUGU } from './languages/telugu.ts';
import { TURKISH } from './languages/turkish.ts';
import { UKRAINIAN } from './languages/ukrainian.ts';
import { VIETNAMESE } from './languages/vietnamese.ts';
import { YORUBA } from './languages/yoruba.ts';

const ALL: readonly Glossary[] = [
  AMHARIC,
  ARABIC,
  BENGALI,
  CHINESE,
  DUTCH,
  FRENCH,
  GERMAN,
  GREEK,
  HAITIAN_CREOLE,
  HAUSA,
  HINDI_URDU,
  IGBO,
  INDONESIAN_MALAY,
  ITALIAN,
  JAPANESE,
  KOREAN,
  NIGERIAN_PIDGIN,
  PERSIAN,
  POLISH,
  PORTUGUESE,
  ROMANIAN,
  RUSSIAN,
  SOMALI,
  SPANISH,
  SWAHILI,
  TAGALOG,
  TAMIL,
  TELUGU,
  TURKISH,
  UKRAINIAN,
  VIETNAMESE,
  YORUBA,
];

let compiled: readonly CompiledGlossary[] | null = null;

export function glossaries(): readonly CompiledGlossary[] {
  return (compiled ??= ALL.map(compileGlossary));
}
