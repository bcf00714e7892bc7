import { navMessages } from '../../../shared/messages/nav';
import { titled, type FeatureRoutes } from '../../app/routeKit';

/** /app/book-course (de only; the route guard applies the country gate). */
export const coursesRoutes: FeatureRoutes = (page) => [
  titled(navMessages.bookCourse, {
    path: 'book-course',
    element: page(async () => (await import('./BookCoursePage')).BookCoursePage),
  }),
];
