import { describe, expect, it } from 'vitest';
import { deskQuestionsCall } from '../api/calls/adminQuestions';
import { bankQuestionSchema } from '../api/questionBank';
import {
  deskFilterFormSchema,
  deskFilterQueryOf,
  deskFilterValuesOf,
  deskSearch,
  EMPTY_DESK_FILTERS,
  EMPTY_EDITOR,
  germanDay,
  isoDay,
  questionEditorSchema,
  toBankQuestion,
} from './deskForms';

describe('the desk filters', () => {
  it('leave out what is not chosen and send what the list call takes', () => {
    expect(deskFilterFormSchema.parse(EMPTY_DESK_FILTERS)).toEqual({});
    const query = deskFilterFormSchema.parse({
      ...EMPTY_DESK_FILTERS,
      country: 'at',
      category: '204',
      difficulty: '2',
      state: 'in_review',
      text: '  Makler ',
      valid_before: '1.3.2025',
      open_reports: true,
    });
    expect(query).toEqual({
      country: 'at',
      category: 204,
      difficulty: '2',
      state: 'in_review',
      text: 'Makler',
      valid_before: '2025-03-01',
      open_reports: '1',
    });
    expect(deskQuestionsCall.query.safeParse({ ...query, category: '204' }).success).toBe(true);
  });

  it('refuse a day that is none', () => {
    expect(
      deskFilterFormSchema.safeParse({ ...EMPTY_DESK_FILTERS, valid_before: '30.02.2025' }).success,
    ).toBe(false);
  });
});

describe('the editor schema', () => {
  const values = {
    ...EMPTY_EDITOR,
    key: 'de-vvg-123',
    text: 'Wann beginnt der Versicherungsschutz?',
    answers: ['Nie', 'Mit Zahlung der Erstprämie', 'Mit Antrag', 'Mit Beratung'] as [
      string,
      string,
      string,
      string,
    ],
    right: '1' as const,
    categories: ['de-vvg'],
    explanation: 'Nach § 37 VVG beginnt der Schutz grundsätzlich erst mit Zahlung der Erstprämie.',
    source: '§ 37 VVG',
    validAsOf: '01.01.2025',
  };

  it("gives the bank's shape for a new question and leaves the key out of an edit", () => {
    const created = questionEditorSchema(true).parse(values);
    expect(bankQuestionSchema.parse(created)).toEqual(created);
    expect(created.answers[0]).toBe('Mit Zahlung der Erstprämie');
    expect(questionEditorSchema(false).parse(values)).not.toHaveProperty('key');
    expect(toBankQuestion({ ...values, right: '0', coins: '1' }).answers).toEqual(values.answers);
  });

  it('refuses a third category and a key of the wrong shape', () => {
    expect(questionEditorSchema(true).safeParse({ ...values, key: 'vvg-1' }).success).toBe(false);
    expect(
      questionEditorSchema(true).safeParse({ ...values, categories: ['de-vvg', 'de-beratung', 'de-kfz'] })
        .success,
    ).toBe(false);
  });

  it('reads days both ways', () => {
    expect(isoDay('2025-01-31')).toBe('2025-01-31');
    expect(isoDay('31.1.2025')).toBe('2025-01-31');
    expect(isoDay('31.13.2025')).toBeNull();
    expect(germanDay('2025-01-31')).toBe('31.01.2025');
  });
});

describe("the list's filters in its address", () => {
  const params = (search: string) => {
    const entries = new Map(
      search.split('&').map((pair) => pair.split('=').map(decodeURIComponent) as [string, string]),
    );
    return (key: string) => entries.get(key) ?? null;
  };

  it('reads back what it writes, words with spaces and umlauts included', () => {
    const query = {
      country: 'de',
      category: 101,
      state: 'live',
      text: 'Prämie & Co',
      valid_before: '2025-11-29',
      open_reports: '1',
    } as const;
    const search = deskSearch(query);
    expect(search).toBe(
      'country=de&category=101&state=live&text=Pr%C3%A4mie%20%26%20Co&valid_before=2025-11-29&open_reports=1',
    );
    expect(deskFilterQueryOf(params(search))).toEqual(query);
    // And the form shows them as a person typed them, which gives the same query again.
    const values = deskFilterValuesOf(query);
    expect(values.valid_before).toBe('29.11.2025');
    expect(deskFilterFormSchema.parse(values)).toEqual(query);
    expect(deskFilterValuesOf({})).toEqual(EMPTY_DESK_FILTERS);
  });

  it('leaves out what it cannot read and keeps the rest', () => {
    expect(
      deskFilterQueryOf(params('state=verbrannt&valid_before=2025-02-30&category=x&country=fr&text=VVG')),
    ).toEqual({
      text: 'VVG',
    });
    expect(deskFilterQueryOf(params('sort=updated&page=3'))).toEqual({});
  });
});
