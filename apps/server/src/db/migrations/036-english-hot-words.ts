import { type Kysely, sql } from 'kysely';

/** The demo's hot words in English, as the seed lays them; each is found in the English search text (substrings). */
const DEMO_WORDS_EN: readonly [word: string, english: string][] = [
  ['玫瑰', 'Rose'],
  ['康乃馨', 'Carnation'],
  ['生日', 'Birthday'],
  ['百合', 'Lilies'],
  ['向日葵', 'Sunflower'],
  ['表白', 'Confession'],
  ['花篮', 'Basket'],
  ['永生花', 'Preserved'],
  ['母亲节', "Mother's Day"],
  ['绿植', 'Plant'],
];

/**
 * Hot words in English (issue 40): each search hot word gets an optional English word shown to English readers;
 * null shows the Chinese word. A shop seeded before this gets the demo words' English where staff wrote none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('hot_words').addColumn('word_en', 'text').execute();
  for (const [word, english] of DEMO_WORDS_EN) {
    await sql`update hot_words set word_en = ${english} where word = ${word} and word_en is null`.execute(db);
  }
}
