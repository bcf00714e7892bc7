/**
 * Which questions a query may see (docs/product-rules.md#company-console). A company's own questions are rows
 * of `questions` with its `company_id`; the bank's have none. Every pool, count and list of the bank (the open
 * quiz, practice, bookings, the desk, the overview, the Moodle export, the seed) takes the bank only; a
 * company's courses and its console take the bank and that company's own questions.
 */

/** SQL: the question `alias` is the bank's. */
export const bankOnly = (alias = 'q'): string => `${alias}.company_id IS NULL`;

/** SQL: the question `alias` is the bank's or the company's whose id is the parameter `param`. */
export const bankOrCompany = (alias: string, param: string): string =>
  `(${alias}.company_id IS NULL OR ${alias}.company_id = ${param})`;
