import { z } from 'zod/mini';
import {
  codeInputSchema,
  courseInputSchema,
  type CodeInput,
  type ConsoleCourseDetail,
  type CourseInput,
} from '../api/calls/companyConsole';

/**
 * The console's forms hold text where the contract has numbers and nulls; these schemas turn a form's values
 * into the contract's body and then check it with the contract's own schema, so form and server refuse alike
 * and the field paths are the same.
 */
export interface CourseFormValues {
  name: string;
  pass_mark: string;
  open_from: string;
  open_until: string;
  deadline: string;
  selection: { mode: 'draw' | 'pick'; categories: number[]; count: string; questions: number[] };
}

const number = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value.trim()));
/** 'TT.MM.JJJJ' as 'YYYY-MM-DD'; empty is none; anything else goes on as written, for the contract to refuse. */
export function dayOfForm(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : text;
}
/** 'YYYY-MM-DD' as the form shows it, 'TT.MM.JJJJ'. */
export const formDayOf = (day: string | null): string => {
  if (!day) return '';
  const [y, mo, d] = day.split('-');
  return `${d}.${mo}.${y}`;
};
const day = dayOfForm;

export const toCourseInput = (values: CourseFormValues): unknown => ({
  name: values.name,
  pass_mark: number(values.pass_mark),
  open_from: day(values.open_from),
  open_until: day(values.open_until),
  deadline: day(values.deadline),
  selection:
    values.selection.mode === 'draw'
      ? { mode: 'draw', categories: values.selection.categories, count: number(values.selection.count) }
      : { mode: 'pick', questions: values.selection.questions },
});

export const courseFormSchema = z.pipe(
  z.pipe(
    z.custom<CourseFormValues>((value) => typeof value === 'object' && value !== null),
    z.transform(toCourseInput),
  ),
  courseInputSchema,
);

export const EMPTY_COURSE_FORM: CourseFormValues = {
  name: '',
  pass_mark: '',
  open_from: '',
  open_until: '',
  deadline: '',
  selection: { mode: 'draw', categories: [], count: '10', questions: [] },
};

/** A course's form values: a drawn course keeps its draw; a picked one (or the seed's) its question list. */
export const courseFormOf = (course: ConsoleCourseDetail): CourseFormValues => ({
  name: course.name,
  pass_mark: String(course.pass_mark),
  open_from: formDayOf(course.open_from),
  open_until: formDayOf(course.open_until),
  deadline: formDayOf(course.deadline),
  selection:
    course.selection?.mode === 'draw'
      ? {
          mode: 'draw',
          categories: course.selection.categories,
          count: String(course.selection.count),
          questions: course.questions.map((q) => q.id),
        }
      : { mode: 'pick', categories: [], count: '10', questions: course.questions.map((q) => q.id) },
});

export interface CodeFormValues {
  expires_on: string;
  max_uses: string;
  count: string;
}

export const codeFormSchema = z.pipe(
  z.pipe(
    z.custom<CodeFormValues>((value) => typeof value === 'object' && value !== null),
    z.transform((values: CodeFormValues) => ({
      expires_on: dayOfForm(values.expires_on) ?? '',
      max_uses: number(values.max_uses),
      count: number(values.count),
    })),
  ),
  codeInputSchema,
);

export type { CodeInput, CourseInput };

/** The address a code's QR opens: the learner's code page with the code filled in. */
export const codeLink = (origin: string, platformPath: string, code: string): string =>
  `${origin}${platformPath}?code=${encodeURIComponent(code)}`;
