import { lazy, Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { Spinner } from '../../ui';
import { ExamPage } from './ExamPage';
import { ExamsPage } from './ExamsPage';
import { PracticeQuizPage } from './PracticeQuizPage';
import { ReviewPage } from './ReviewPage';
import './practice.css';

/** The statistics and their charts load only with their page. */
const StatisticsPage = lazy(async () => ({ default: (await import('./StatisticsPage')).StatisticsPage }));

const PAGES: RouteObject[] = [
  {
    path: 'statistics',
    element: (
      <Suspense fallback={<Spinner />}>
        <StatisticsPage />
      </Suspense>
    ),
  },
  { path: 'review', element: <ReviewPage /> },
  { path: 'quiz', element: <PracticeQuizPage /> },
  { path: 'exam', element: <ExamsPage /> },
  { path: 'exam/:exam', element: <ExamPage /> },
  { path: '*', element: <Navigate to="statistics" replace /> },
];

/**
 * /app/practice/…: statistics, 'Wiederholen', the practice quiz and exam practice. A route table, not
 * <Routes> children: those would bring react-router's JSX route builder onto the first page.
 */
export function PracticePages() {
  return useRoutes(PAGES);
}
