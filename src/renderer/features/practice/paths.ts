/** The practice area's pages, under /app/practice. */
export const PRACTICE_PATHS = {
  statistics: '/app/practice/statistics',
  review: '/app/practice/review',
  quiz: '/app/practice/quiz',
  exams: '/app/practice/exam',
  exam: (id: number) => `/app/practice/exam/${id}`,
  quizOn: (categories: readonly number[]) => `/app/practice/quiz?categories=${categories.join(',')}`,
} as const;
