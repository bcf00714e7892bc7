/** The public face of the courses feature: the user's course list, its rules and 'Meine Kurse'. */
export {
  bookedCoursesOf,
  courseGoalCoins,
  isBookedCourse,
  isCourseComplete,
  moduleCoursesOf,
  myCoursesQueryKey,
  updateCourseAtom,
  useCourse,
  useMyCourses,
} from './courseData';
export { MyCourses } from './MyCourses';
export { coursesRoutes } from './routes';
