import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '../../ui';
import { ExamPage } from './ExamPage';
import { ExamsPage } from './ExamsPage';
import { PracticeQuizPage } from './PracticeQuizPage';
import { ReviewPage } from './ReviewPage';
import './practice.css';

/** The statistics and their charts load only with their page. */
const StatisticsPage = lazy(async () => ({ default: (await import('./StatisticsPage')).StatisticsPage }));

/** /app/practice/…: statistics, 'Wiederholen', the practice quiz and exam practice. */
export function PracticePages() {
  return (
    <Routes>
      <Route
        path="statistics"
        element={
          <Suspense fallback={<Spinner />}>
            <StatisticsPage />
          </Suspense>
        }
      />
      <Route path="review" element={<ReviewPage />} />
      <Route path="quiz" element={<PracticeQuizPage />} />
      <Route path="exam" element={<ExamsPage />} />
      <Route path="exam/:exam" element={<ExamPage />} />
      <Route path="*" element={<Navigate to="statistics" replace />} />
    </Routes>
  );
}
