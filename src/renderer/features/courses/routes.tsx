import { messages } from '../../../shared/messages.de';
import { titled, type FeatureRoutes } from '../../app/routeKit';

/** /app/book-course (de only; the route guard applies the country gate). */
export const coursesRoutes: FeatureRoutes = (page) => [
  titled(messages.courses.bookCourse, {
    path: 'book-course',
    lazy: page(async () => (await import('./BookCoursePage')).BookCoursePage),
  }),
];
